import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Medioevo's battle screen: enter the two armies and see the odds change; once both sides have
// rolled their d4, d6 and d8 at the table, resolve the round from those dice and read how the
// engine got there, step by step.
Page {
    id: page
    title: qsTr("Battle")
    background: Rectangle { color: "#f4ecd8" }
    property var session: controller.currentSession
    property var players: session.players || []
    property var result: ({})

    // The `medioevo round` input without dice, from the form.
    function battle() {
        function side(form) {
            return {name: form.player, position: form.position,
                    units: {li: form.li, hi: form.hi, cav: form.cav, arc: 0, cpt: []}}
        }
        return {players: Math.max(page.players.length, 3), attacker: side(attackerForm), defender: side(defenderForm)}
    }
    property var odds: controller.battleOdds(battle())
    function percent(p) { return (100 * p).toFixed(1) + " %" }

    component ArmyForm: Frame {
        property string heading
        property string player: playerBox.currentText
        property int position: positionBox.value
        property int li: liBox.value
        property int hi: hiBox.value
        property int cav: cavBox.value
        property alias playerIndex: playerBox.currentIndex
        property alias liCount: liBox.value
        property alias startPosition: positionBox.value
        background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
        GridLayout {
            columns: 2
            Label { text: heading; font.bold: true; font.pixelSize: 16; color: "#2b1d0e"; Layout.columnSpan: 2 }
            Label { text: qsTr("Player"); color: "#2b1d0e" }
            ComboBox { id: playerBox; model: page.players; Layout.preferredWidth: 160 }
            Label { text: qsTr("Turn order position"); color: "#2b1d0e" }
            SpinBox { id: positionBox; from: 1; to: Math.max(page.players.length, 3); value: 1 }
            Label { text: qsTr("Light infantry"); color: "#2b1d0e" }
            SpinBox { id: liBox; from: 0; to: 30; value: 2 }
            Label { text: qsTr("Heavy infantry"); color: "#2b1d0e" }
            SpinBox { id: hiBox; from: 0; to: 30; value: 1 }
            Label { text: qsTr("Cavalry"); color: "#2b1d0e" }
            SpinBox { id: cavBox; from: 0; to: 30; value: 0 }
        }
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 16
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 12
            RowLayout {
                spacing: 12
                ArmyForm { id: attackerForm; objectName: "attackerForm"; heading: qsTr("Attacker"); playerIndex: 0 }
                ArmyForm {
                    id: defenderForm
                    objectName: "defenderForm"
                    heading: qsTr("Defender")
                    playerIndex: Math.min(1, page.players.length - 1)
                    startPosition: 2
                }
            }
            Label {
                objectName: "battleOdds"
                text: page.odds.ok
                      ? qsTr("One round: attacker %1, tie %2, defender %3. Whole battle: attacker %4, defender %5 (%6 rounds on average).")
                            .arg(page.percent(page.odds.roundAttacker)).arg(page.percent(page.odds.roundTie))
                            .arg(page.percent(page.odds.roundDefender)).arg(page.percent(page.odds.battleAttacker))
                            .arg(page.percent(page.odds.battleDefender)).arg(page.odds.expectedRounds.toFixed(1))
                      : page.odds.error
                color: page.odds.ok ? "#2b1d0e" : "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
                font.pixelSize: 15
            }
            Button {
                objectName: "resolveBattleButton"
                text: qsTr("Resolve the round with the last rolls")
                onClicked: page.result = controller.resolveBattle(page.battle())
            }
            Label {
                objectName: "battleResult"
                visible: text.length > 0
                text: page.result.ok === undefined ? "" : (page.result.ok ? page.result.summary : page.result.error)
                color: page.result.ok ? "#2b1d0e" : "#a01010"
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.result.steps || []
                delegate: Label { text: modelData; color: "#2b1d0e"; wrapMode: Text.Wrap; Layout.fillWidth: true }
            }
        }
    }
}
