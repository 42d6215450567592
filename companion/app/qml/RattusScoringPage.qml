import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Rattus Cartus's final scoring (rules §4.3, §4.4; spec/rattus-end-state.md): one tab per
// player for the influence, the hand, the VP and rat tokens; one for the nun row, the Treasury
// and the stack order of tied influence. Record scores it as the session's `score` move; the
// session screen's sheet then shows the sheet and the winners. The move is built in C++
// (move_forms.hpp).
Page {
    id: page
    objectName: "rattusScoringPage"
    title: qsTr("Final scoring")
    background: Rectangle { color: "#f4ecd8" }
    font.pixelSize: 16
    property var session: controller.currentSession
    property var players: session.players || []

    readonly property var classes: [
        {key: "peasantry", text: qsTr("Peasantry")}, {key: "bourgeoisie", text: qsTr("Bourgeoisie")},
        {key: "church", text: qsTr("Church")}, {key: "chivalry", text: qsTr("Chivalry")},
        {key: "magic", text: qsTr("Magic")}, {key: "royalty", text: qsTr("Royalty")}]
    readonly property var handKeys: [
        {key: "population", text: qsTr("Population cards")}, {key: "jokers", text: qsTr("Jokers")},
        {key: "swords", text: qsTr("Swords")}, {key: "flutes", text: qsTr("Flutes")},
        {key: "passes", text: qsTr("Passes")}, {key: "gold", text: qsTr("Gold")}]
    readonly property var ratFaces: ["1", "3", "5"]

    function blank(name) {
        const zero = keys => keys.reduce((o, k) => Object.assign(o, {[k.key]: 0}), {})
        return {name: name, influence: zero(classes), hand: zero(handKeys), vp_tokens: "", rats: {"1": 0, "3": 0, "5": 0}}
    }
    property var form: ({players: players.map(blank), order: {}, nun_row: [0, 0, 0, 0, 0], treasury_used: false})
    property var ties: controller.rattusTies(form)
    property var result: ({})

    // Edits make a new form, so that the ties are found again.
    function copy() { return JSON.parse(JSON.stringify(page.form)) }
    function setCount(player, group, key, value) {
        const f = copy()
        f.players[player][group][key] = value
        page.form = f
    }
    function setTokens(player, text) {
        const f = copy()
        f.players[player].vp_tokens = text
        page.form = f
    }
    function setNuns(card, value) {
        const f = copy()
        f.nun_row[card] = value
        page.form = f
    }
    function setTreasury(used) {
        const f = copy()
        f.treasury_used = used
        page.form = f
    }
    // A tap on a tied player moves them one place earlier in the stack (earlier arrival ranks higher).
    function promote(cls, name) {
        const tie = page.ties.find(t => t["class"] === cls && t.players.indexOf(name) >= 0)
        if (!tie) return
        const order = tie.players.slice()
        const i = order.indexOf(name)
        if (i <= 0) return
        order.splice(i, 1)
        order.splice(i - 1, 0, name)
        const f = copy()
        f.order[cls] = order
        page.form = f
    }
    function record() {
        page.result = controller.recordRattusScore(page.form)
        if (page.result.ok) page.StackView.view.pop()
    }
    function classTitle(key) {
        const c = classes.find(c => c.key === key)
        return c ? c.text : key
    }

    // Touch-sized controls (at least 40 px high).
    component Number: SpinBox { implicitHeight: 40 }
    component TouchButton: Button { implicitHeight: 40 }
    component Caption: Label { color: "#2b1d0e" }
    component Count: Number { from: 0; to: 99; editable: true; Layout.preferredWidth: 130 }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        TabBar {
            id: tabs
            objectName: "rattusTabs"
            Layout.fillWidth: true
            Repeater {
                model: page.players
                delegate: TabButton { text: modelData }
            }
            TabButton { text: qsTr("Nuns and ties") }
        }
        StackLayout {
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true
            Repeater {
                model: page.players.length
                delegate: ScrollView {
                    id: playerTab
                    property int player: index
                    property var entry: page.form.players[index]
                    contentWidth: availableWidth
                    clip: true
                    GridLayout {
                        width: parent.width
                        columns: 4
                        columnSpacing: 12
                        Label { text: qsTr("Influence"); font.bold: true; color: "#2b1d0e"; Layout.columnSpan: 4 }
                        Repeater {
                            model: page.classes
                            delegate: RowLayout {
                                Layout.columnSpan: 2
                                Caption { text: modelData.text; Layout.preferredWidth: 140 }
                                Count {
                                    value: playerTab.entry.influence[modelData.key]
                                    onValueModified: page.setCount(playerTab.player, "influence", modelData.key, value)
                                }
                            }
                        }
                        Label { text: qsTr("Cards in hand"); font.bold: true; color: "#2b1d0e"; Layout.columnSpan: 4 }
                        Repeater {
                            model: page.handKeys
                            delegate: RowLayout {
                                Layout.columnSpan: 2
                                Caption { text: modelData.text; Layout.preferredWidth: 140 }
                                Count {
                                    value: playerTab.entry.hand[modelData.key]
                                    onValueModified: page.setCount(playerTab.player, "hand", modelData.key, value)
                                }
                            }
                        }
                        Label { text: qsTr("Rat tokens"); font.bold: true; color: "#2b1d0e"; Layout.columnSpan: 4 }
                        Repeater {
                            model: page.ratFaces
                            delegate: RowLayout {
                                Layout.columnSpan: 2
                                Caption { text: qsTr("Tokens of %1 rat(s)").arg(modelData); Layout.preferredWidth: 140 }
                                Count {
                                    value: playerTab.entry.rats[modelData]
                                    onValueModified: page.setCount(playerTab.player, "rats", modelData, value)
                                }
                            }
                        }
                        RowLayout {
                            Layout.columnSpan: 2
                            Caption { text: qsTr("VP tokens (e.g. 3 1 1)"); Layout.preferredWidth: 140; wrapMode: Text.Wrap }
                            TextField {
                                objectName: "vpTokens"
                                text: playerTab.entry.vp_tokens
                                inputMethodHints: Qt.ImhPreferNumbers
                                onTextEdited: page.setTokens(playerTab.player, text)
                                implicitHeight: 40
                                Layout.preferredWidth: 130
                            }
                        }
                    }
                }
            }
            ScrollView {
                contentWidth: availableWidth
                clip: true
                ColumnLayout {
                    width: parent.width
                    spacing: 8
                    Label { text: qsTr("Nun row (nun icons on each of the five cards)"); font.bold: true; color: "#2b1d0e" }
                    RowLayout {
                        Repeater {
                            model: 5
                            delegate: Number {
                                from: 0; to: 4
                                value: page.form.nun_row[index]
                                onValueModified: page.setNuns(index, value)
                            }
                        }
                    }
                    CheckBox {
                        text: qsTr("Treasury cards were among the buildings (Gold scores)")
                        checked: page.form.treasury_used
                        onToggled: page.setTreasury(checked)
                    }
                    Label {
                        text: page.ties.length > 0
                              ? qsTr("Tied influence: who reached the space first ranks higher. Tap a name to move it earlier.")
                              : qsTr("No tied influence.")
                        font.bold: true
                        color: "#2b1d0e"
                        wrapMode: Text.Wrap
                        Layout.fillWidth: true
                    }
                    Repeater {
                        model: page.ties
                        delegate: RowLayout {
                            id: tie
                            property string cls: modelData["class"]
                            Caption { text: qsTr("%1 at %2:").arg(page.classTitle(modelData["class"])).arg(modelData.value) }
                            Repeater {
                                model: modelData.players
                                delegate: TouchButton {
                                    objectName: "tieButton"
                                    text: (index + 1) + ". " + modelData
                                    onClicked: page.promote(tie.cls, modelData)
                                }
                            }
                        }
                    }
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            TouchButton {
                objectName: "recordRattusScore"
                text: qsTr("Score the game")
                onClicked: page.record()
            }
            Label {
                objectName: "rattusScoreResult"
                text: page.result.ok === false ? page.result.error : ""
                color: "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
