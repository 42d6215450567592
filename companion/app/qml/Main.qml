import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

ApplicationWindow {
    id: window
    width: 1024
    height: 680
    visible: true
    title: qsTr("Scriptorium")

    palette.window: "#f4ecd8"
    palette.windowText: "#2b1d0e"
    palette.button: "#7a2e1c"
    palette.buttonText: "#fdf6e3"
    palette.base: "#fffaf0"

    header: ToolBar {
        background: Rectangle { color: "#5a1f12" }
        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            ToolButton {
                text: "\u2190"
                visible: stack.depth > 1
                onClicked: stack.pop()
                palette.buttonText: "#fdf6e3"
            }
            Label {
                text: stack.currentItem && stack.currentItem.title ? stack.currentItem.title : "Scriptorium"
                color: "#fdf6e3"
                font.pixelSize: 20
                font.bold: true
                Layout.fillWidth: true
            }
            Label {
                text: table.source.length > 0 ? table.source : qsTr("no table source")
                color: "#e8c9a0"
                Layout.rightMargin: 12
            }
        }
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: gameListPage
    }

    // Opens the current session's screen above the game list (Back returns to the list).
    function showSession() {
        if (stack.depth === 1) stack.push(sessionPage)
    }
    // Medioevo's battle screen over the session screen.
    function showBattle() {
        if (stack.depth === 2) stack.push(battlePage)
    }
    // ERA's rounds and builds, Discordia's year end, and the scoring screens of ERA, Rattus Cartus
    // and Feudum, over the session screen.
    function showEraBuild() {
        if (stack.depth === 2) stack.push(eraBuildPage)
    }
    function showEraRound() {
        if (stack.depth === 2) stack.push(eraRoundPage)
    }
    function showIncursion() {
        if (stack.depth === 2) stack.push(incursionPage)
    }
    function showScoring() {
        if (stack.depth !== 2) return
        if (controller.currentSession.game === "era") stack.push(eraScoringPage)
        else if (controller.currentSession.game === "rattus") stack.push(rattusScoringPage)
        else if (controller.currentSession.game === "feudum") stack.push(feudumScoringPage)
    }
    // Players' results and the dice's fairness, over every session.
    function showStatistics() {
        if (stack.depth === 1) stack.push(statisticsPage)
    }

    Component {
        id: gameListPage
        GameListPage {
            onSessionStarted: window.showSession()
            onSessionOpened: function(id) { if (controller.openSession(id)) window.showSession() }
            onStatisticsWanted: window.showStatistics()
        }
    }
    Component {
        id: statisticsPage
        StatisticsPage {}
    }
    Component {
        id: battlePage
        BattlePage {}
    }
    Component {
        id: incursionPage
        IncursionPage {}
    }
    Component {
        id: eraBuildPage
        EraBuildPage {}
    }
    Component {
        id: eraRoundPage
        EraRoundPage {}
    }
    Component {
        id: eraScoringPage
        EraScoringPage {}
    }
    Component {
        id: rattusScoringPage
        RattusScoringPage {}
    }
    Component {
        id: feudumScoringPage
        FeudumScoringPage {}
    }
    Component {
        id: sessionPage
        SessionPage {
            session: controller.currentSession
            onBattleWanted: window.showBattle()
            onIncursionWanted: window.showIncursion()
            onEraBuildWanted: window.showEraBuild()
            onEraRoundWanted: window.showEraRound()
            onScoringWanted: window.showScoring()
        }
    }
}
