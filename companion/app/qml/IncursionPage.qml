import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Discordia's year end, the Germanic incursion (rules §4.1, §4.2): one player's city strength
// against the two face-up German tiles. The engine's verdict follows every change; Record keeps
// it as the session's `incursion` move. The move is built in C++ (move_forms.hpp).
Page {
    id: page
    objectName: "incursionPage"
    title: qsTr("Year end: Germanic incursion")
    background: Rectangle { color: "#f4ecd8" }
    font.pixelSize: 16
    property var session: controller.currentSession
    property var players: session.players || []
    readonly property var germans: controller.germanTiles()
    readonly property var leftTiles: germans.filter(t => t.left)
    readonly property var rightTiles: germans.filter(t => !t.left)
    // The city as the incursion reads it: each tile's workers and whether it is complete.
    property var tiles: [{type: "barracks", workers: 0, complete: false}]
    property var towers: []
    property alias playerIndex: playerBox.currentIndex
    property alias leftIndex: leftBox.currentIndex
    property alias rightIndex: rightBox.currentIndex
    property alias reserve: reserveBox.value
    property alias stars: starsBox.value
    property alias starCult: cultBox.value
    property alias towersInDisplay: displayBox.value
    property var recorded: ({})

    function form() {
        return {player: playerBox.currentText, tiles: page.tiles, towers: page.towers,
                reserve: reserveBox.value, stars: starsBox.value, bag: bagBox.value,
                star_cult: cultBox.value, towers_in_display: displayBox.value,
                left: leftBox.currentIndex >= 0 && leftTiles.length > 0 ? leftTiles[leftBox.currentIndex].id : "",
                right: rightBox.currentIndex >= 0 && rightTiles.length > 0 ? rightTiles[rightBox.currentIndex].id : ""}
    }
    property var verdict: controller.incursion(form(), false)

    // Edits make a new array, so that the verdict is computed again.
    function setTile(i, key, value) {
        const t = page.tiles.slice()
        t[i] = Object.assign({}, t[i], {[key]: value})
        page.tiles = t
    }
    function addTile(type) { page.tiles = page.tiles.concat([{type: type, workers: 0, complete: false}]) }
    function removeTile(i) { const t = page.tiles.slice(); t.splice(i, 1); page.tiles = t }
    function setTower(i, key, value) {
        const t = page.towers.slice()
        t[i] = Object.assign({}, t[i], {[key]: value})
        page.towers = t
    }
    function addTower() { page.towers = page.towers.concat([{workers: 0, complete: false, permanent: false}]) }
    function removeTower(i) { const t = page.towers.slice(); t.splice(i, 1); page.towers = t }
    function record() { page.recorded = controller.incursion(form(), true) }

    readonly property var tileTypes: [
        {value: "barracks", text: qsTr("Barracks")}, {value: "farm", text: qsTr("Farm")},
        {value: "stall", text: qsTr("Stall")}, {value: "ship", text: qsTr("Ship")}]

    component Heading: Label { font.bold: true; font.pixelSize: 18; color: "#2b1d0e" }
    // The place of `value` in a list of {value, text} (a ComboBox's currentIndex).
    function indexIn(list, value) { return list.findIndex(x => x.value === value) }

    // Touch-sized controls (at least 40 px high).
    component Number: SpinBox { implicitHeight: 40 }
    component TouchButton: Button { implicitHeight: 40 }
    component Choice: ComboBox { implicitHeight: 40 }
    component Caption: Label { color: "#2b1d0e" }
    component Box: Frame { background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 } }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 12
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 10
            RowLayout {
                spacing: 12
                Caption { text: qsTr("Player") }
                Choice { id: playerBox; objectName: "incursionPlayer"; model: page.players; Layout.preferredWidth: 200 }
            }
            RowLayout {
                spacing: 12
                Caption { text: qsTr("German tiles: damage") }
                Choice {
                    id: leftBox
                    model: page.leftTiles
                    textRole: "text"
                    Layout.preferredWidth: 340
                }
                Caption { text: qsTr("reward") }
                Choice {
                    id: rightBox
                    model: page.rightTiles
                    textRole: "text"
                    Layout.preferredWidth: 340
                }
            }
            RowLayout {
                spacing: 12
                Layout.fillWidth: true
                Box {
                    Layout.alignment: Qt.AlignTop
                    ColumnLayout {
                        Heading { text: qsTr("City tiles") }
                        Repeater {
                            model: page.tiles
                            delegate: RowLayout {
                                objectName: "cityTile"
                                Choice {
                                    model: page.tileTypes
                                    textRole: "text"
                                    valueRole: "value"
                                    currentIndex: page.indexIn(model, modelData.type)
                                    onActivated: page.setTile(index, "type", currentValue)
                                    Layout.preferredWidth: 130
                                }
                                Caption { text: qsTr("workers") }
                                Number {
                                    from: 0; to: 9; value: modelData.workers
                                    onValueModified: page.setTile(index, "workers", value)
                                }
                                CheckBox {
                                    text: qsTr("complete")
                                    checked: modelData.complete
                                    onToggled: page.setTile(index, "complete", checked)
                                }
                                TouchButton { text: "\u2715"; onClicked: page.removeTile(index) }
                            }
                        }
                        Flow {
                            spacing: 6
                            Layout.fillWidth: true
                            Repeater {
                                model: page.tileTypes
                                delegate: TouchButton {
                                    text: qsTr("+ %1").arg(modelData.text)
                                    onClicked: page.addTile(modelData.value)
                                }
                            }
                        }
                        Heading { text: qsTr("Military towers") }
                        Repeater {
                            model: page.towers
                            delegate: RowLayout {
                                objectName: "militaryTower"
                                Caption { text: qsTr("workers") }
                                Number {
                                    from: 0; to: 9; value: modelData.workers
                                    onValueModified: page.setTower(index, "workers", value)
                                }
                                CheckBox {
                                    text: qsTr("complete")
                                    checked: modelData.complete
                                    onToggled: page.setTower(index, "complete", checked)
                                }
                                CheckBox {
                                    text: qsTr("strength icon")
                                    checked: modelData.permanent
                                    onToggled: page.setTower(index, "permanent", checked)
                                }
                                TouchButton { text: "\u2715"; onClicked: page.removeTower(index) }
                            }
                        }
                        TouchButton { text: qsTr("+ Military tower"); onClicked: page.addTower() }
                    }
                }
                Box {
                    Layout.alignment: Qt.AlignTop
                    GridLayout {
                        columns: 2
                        Heading { text: qsTr("Goods and supply"); Layout.columnSpan: 2 }
                        Caption { text: qsTr("Workers in the reserve") }
                        Number { id: reserveBox; from: 0; to: 140; value: 15; editable: true }
                        Caption { text: qsTr("Stars in the reserve") }
                        Number { id: starsBox; from: 0; to: 48; value: 6; editable: true }
                        Caption { text: qsTr("Workers in the bag") }
                        Number { id: bagBox; from: 0; to: 140; value: Math.max(0, 140 - 15 * page.players.length); editable: true }
                        Caption { text: qsTr("Stars in the star cult") }
                        Number { id: cultBox; from: 0; to: 48; value: Math.max(0, 48 - 6 * page.players.length); editable: true }
                        Caption { text: qsTr("Towers in the display") }
                        Number { id: displayBox; from: 0; to: 16; value: 4 }
                    }
                }
            }
            Label {
                objectName: "incursionVerdict"
                text: page.verdict.ok ? page.verdict.verdict : (page.verdict.error || "")
                color: page.verdict.ok ? (page.verdict.reward ? "#1f5a1f" : "#7a2e1c") : "#a01010"
                font.pixelSize: 16
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
                Layout.maximumWidth: page.width - 24
            }
            TouchButton {
                objectName: "recordIncursionButton"
                text: qsTr("Record the incursion")
                enabled: page.verdict.ok === true
                onClicked: page.record()
            }
            Label {
                objectName: "incursionRecorded"
                visible: text.length > 0
                text: page.recorded.ok === undefined ? ""
                      : (page.recorded.ok ? qsTr("Recorded for %1.").arg(playerBox.currentText) : page.recorded.error)
                color: page.recorded.ok ? "#2b1d0e" : "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
