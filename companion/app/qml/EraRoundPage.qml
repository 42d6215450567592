import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A whole ERA round (rules §3.3-§3.8; `era round`): one tab per player with the final faces of
// their dice (those of their newest roll at the live table since the last round, as chips that
// name the choice a Y4 or C2 asks for), the choices the round's calamities and extortion ask of
// them, their tracks and resources and their domain, as the session left them (a new game's
// Keep and start resources before any round: the setup pieces are placed on the grid). The
// engine plays the round at every change and its events are listed in words; Resolve keeps it
// as the session's `round` move, which the tracks, the build screen and the final scoring then
// start from. Built in C++ (move_forms.hpp: era_round_move, era_round_defaults).
Page {
    id: page
    objectName: "eraRoundPage"
    title: qsTr("Round %1").arg(page.form.round || 1)
    background: Rectangle { color: "#f4ecd8" }
    font.pixelSize: 16
    property var form: page.initial(controller.eraRoundDefaults())
    readonly property var preview: controller.eraRound(page.form, false)
    property var result: ({})
    readonly property var players: page.form.players || []

    // What a face shows that decides which choices the round asks for (rules §1.5); the
    // engine decides the rest.
    readonly property var skullFaces: ["Y6", "B6", "N6", "C6"]
    readonly property var swordFaces: ({N2: 1, N3: 2, N4: 3})
    readonly property var shieldFaces: ({N1: 4})
    readonly property var faceOptions: ({
        Y4: [{value: "", text: qsTr("choose")}, {value: "food", text: qsTr("2 food")},
             {value: "stone", text: qsTr("1 stone")}],
        C2: [{value: "", text: qsTr("choose")}, {value: "stone", text: qsTr("1 stone")},
             {value: "wood", text: qsTr("2 wood")}]})
    readonly property var banditChoices: [
        {value: "", text: qsTr("choose")}, {value: "calamity", text: qsTr("+1 Calamity")},
        {value: "goods", text: qsTr("lose 1 goods")}, {value: "stone", text: qsTr("lose 1 stone")},
        {value: "wood", text: qsTr("lose 1 wood")}, {value: "food", text: qsTr("lose 1 food")}]
    readonly property var demandChoices: [
        {value: "", text: qsTr("choose")}, {value: "goods", text: qsTr("1 goods")},
        {value: "stone", text: qsTr("1 stone")}, {value: "wood", text: qsTr("1 wood")},
        {value: "food", text: qsTr("1 food")}]

    // The screen's form from the defaults: the faces as the text field shows them, no choices yet.
    function initial(defaults) {
        const f = JSON.parse(JSON.stringify(defaults))
        f.players = (f.players || []).map(p => Object.assign(p, {
            faces: (p.faces || []).join(" "), options: [], bandits: "", fire: -1, attack: -1,
            scorched: [], demands: {}, refuse: []}))
        return f
    }
    function copy() { return JSON.parse(JSON.stringify(page.form)) }
    function setRound(key, value) { const f = copy(); f[key] = value; page.form = f }
    function setPlayer(i, key, value) { const f = copy(); f.players[i][key] = value; page.form = f }
    function setResource(i, key, value) { const f = copy(); f.players[i].resources[key] = value; page.form = f }
    function faceList(text) {
        return String(text || "").split(/[\s,;]+/).filter(t => t.length > 0).map(t => t.toUpperCase())
    }
    // New faces keep the options of the dice that still show the same face.
    function setFaces(i, text) {
        const f = copy()
        const before = faceList(f.players[i].faces)
        f.players[i].options = faceList(text).map((face, k) => face === before[k] ? (f.players[i].options[k] || "") : "")
        f.players[i].faces = text
        page.form = f
    }
    function setOption(i, die, value) {
        const f = copy()
        const options = f.players[i].options
        while (options.length <= die) options.push("")
        options[die] = value
        page.form = f
    }
    function setDemand(i, victim, value) { const f = copy(); f.players[i].demands[victim] = value; page.form = f }
    function setRefuse(i, extorter, on) {
        const f = copy()
        const refuse = f.players[i].refuse.filter(n => n !== extorter)
        if (on) refuse.push(extorter)
        f.players[i].refuse = refuse
        page.form = f
    }
    function count(i, table) {
        return faceList(players[i].faces).reduce((sum, face) => sum + (table[face] || 0), 0)
    }
    function skulls(i) { return faceList(players[i].faces).filter(face => skullFaces.includes(face)).length }
    // Whether e extorts v (§3.7): more swords than v's swords and than v's shields.
    function extorts(e, v) {
        const swords = count(e, swordFaces)
        return e !== v && swords > count(v, swordFaces) && swords > count(v, shieldFaces)
    }
    function opponentRolls(i, n) { return players.some((p, j) => j !== i && skulls(j) === n) }
    function resolve() {
        page.result = controller.eraRound(page.form, true)
        if (page.result.ok) page.StackView.view.pop()
    }

    component Number: SpinBox { implicitHeight: 40; from: 0; to: 999; editable: true }
    component Caption: Label { color: "#2b1d0e" }
    component Choice: ComboBox {
        implicitHeight: 40
        Layout.preferredWidth: 170
        textRole: "text"
        valueRole: "value"
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        RowLayout {
            Layout.fillWidth: true
            Caption { text: qsTr("Round") }
            Number {
                objectName: "roundBox"
                from: 1
                value: page.form.round || 1
                onValueModified: page.setRound("round", value)
            }
            Caption { text: qsTr("Start player"); Layout.leftMargin: 12 }
            ComboBox {
                objectName: "startPlayerBox"
                implicitHeight: 40
                Layout.preferredWidth: 150
                model: page.players.map(p => p.name)
                currentIndex: model.indexOf(page.form.start_player)
                onActivated: page.setRound("start_player", currentText)
            }
            Label {
                objectName: "eraGameOver"
                visible: page.form.game_over === true
                text: qsTr("The last round ended the game: record the final scoring.")
                color: "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Item { Layout.fillWidth: true; visible: page.form.game_over !== true }
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 12
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                TabBar {
                    id: tabs
                    objectName: "eraRoundTabs"
                    Layout.fillWidth: true
                    Repeater {
                        model: page.players
                        delegate: TabButton { text: modelData.name; implicitHeight: 40 }
                    }
                }
                StackLayout {
                    currentIndex: tabs.currentIndex
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Repeater {
                        model: page.players.length
                        delegate: ScrollView {
                            id: playerTab
                            readonly property int player: index
                            readonly property var entry: page.players[index] || ({})
                            // The player's buildings, for the calamities that take one (by piece index).
                            readonly property var buildings: [{value: -1, text: qsTr("choose")}].concat(
                                ((entry.domain || {}).pieces || []).map((p, k) => ({value: k, type: p.type, cells: p.cells}))
                                    .filter(p => p.type !== "wall" && p.type !== "scorched")
                                    .map(p => ({value: p.value, text: qsTr("%1 at %2").arg(editor.typeOf(p.type).text)
                                                                      .arg(p.cells.map(c => "(" + c[0] + ", " + c[1] + ")").join(" "))})))
                            contentWidth: availableWidth
                            clip: true
                            RowLayout {
                                width: parent.width
                                spacing: 16
                                ColumnLayout {
                                    Layout.alignment: Qt.AlignTop
                                    Layout.preferredWidth: 340
                                    Caption { text: qsTr("Final faces (after the quills)") }
                                    TextField {
                                        objectName: "facesField"
                                        implicitHeight: 40
                                        Layout.fillWidth: true
                                        placeholderText: "Y6 Y6 N2 B3"
                                        text: playerTab.entry.faces || ""
                                        inputMethodHints: Qt.ImhPreferUppercase | Qt.ImhNoPredictiveText
                                        onTextEdited: page.setFaces(playerTab.player, text)
                                    }
                                    Flow {
                                        Layout.fillWidth: true
                                        spacing: 6
                                        Repeater {
                                            model: page.faceList(playerTab.entry.faces)
                                            delegate: Rectangle {
                                                id: chip
                                                readonly property int die: index
                                                readonly property var options: page.faceOptions[modelData] || null
                                                objectName: "faceChip"
                                                height: 40
                                                width: chipRow.implicitWidth + 12
                                                radius: 6
                                                border.color: "#6b5235"
                                                color: ({Y: "#e8c547", B: "#6f9be0", N: "#a8a8a8", C: "#fffaf0"})[modelData[0]] || "#f4ecd8"
                                                RowLayout {
                                                    id: chipRow
                                                    anchors.centerIn: parent
                                                    Label {
                                                        text: modelData === "QUILL" ? "quill" : modelData
                                                        font.bold: true
                                                        color: "#2b1d0e"
                                                    }
                                                    ComboBox {
                                                        objectName: "optionBox"
                                                        visible: chip.options !== null
                                                        implicitHeight: 34
                                                        Layout.preferredWidth: 110
                                                        model: chip.options || []
                                                        textRole: "text"
                                                        valueRole: "value"
                                                        currentIndex: Math.max(0, (chip.options || []).findIndex(
                                                            o => o.value === ((playerTab.entry.options || [])[chip.die] || "")))
                                                        onActivated: page.setOption(playerTab.player, chip.die, currentValue)
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    // The calamities' choices (§3.5), asked only when the skulls call for them.
                                    RowLayout {
                                        visible: page.skulls(playerTab.player) === 1
                                        Caption { text: qsTr("Bandits"); Layout.preferredWidth: 150 }
                                        Choice {
                                            objectName: "banditsBox"
                                            model: page.banditChoices
                                            currentIndex: Math.max(0, page.banditChoices.findIndex(c => c.value === playerTab.entry.bandits))
                                            onActivated: page.setPlayer(playerTab.player, "bandits", currentValue)
                                        }
                                    }
                                    RowLayout {
                                        visible: page.skulls(playerTab.player) === 4
                                        Caption { text: qsTr("Fire burns"); Layout.preferredWidth: 150 }
                                        Choice {
                                            objectName: "fireBox"
                                            model: playerTab.buildings
                                            currentIndex: Math.max(0, playerTab.buildings.findIndex(b => b.value === playerTab.entry.fire))
                                            onActivated: page.setPlayer(playerTab.player, "fire", currentValue)
                                        }
                                    }
                                    RowLayout {
                                        visible: page.opponentRolls(playerTab.player, 5)
                                        Caption { text: qsTr("Attack takes"); Layout.preferredWidth: 150 }
                                        Choice {
                                            objectName: "attackBox"
                                            model: playerTab.buildings
                                            currentIndex: Math.max(0, playerTab.buildings.findIndex(b => b.value === playerTab.entry.attack))
                                            onActivated: page.setPlayer(playerTab.player, "attack", currentValue)
                                        }
                                    }
                                    RowLayout {
                                        visible: page.opponentRolls(playerTab.player, 3)
                                        Caption {
                                            text: (playerTab.entry.scorched || []).length > 0
                                                  ? qsTr("Scorched earth on %1").arg(playerTab.entry.scorched.map(c => "(" + c[0] + ", " + c[1] + ")").join(" "))
                                                  : qsTr("Scorched earth: pick its cells on the grid")
                                            wrapMode: Text.Wrap
                                            Layout.preferredWidth: 150
                                        }
                                        Button {
                                            objectName: "scorchedButton"
                                            implicitHeight: 40
                                            text: qsTr("Place here")
                                            enabled: editor.selected.length > 0
                                            onClicked: {
                                                page.setPlayer(playerTab.player, "scorched", editor.selected)
                                                editor.selected = []
                                            }
                                        }
                                    }
                                    // Extortion (§3.7): what this player demands, and whom they refuse.
                                    Repeater {
                                        model: page.players.length
                                        delegate: RowLayout {
                                            visible: page.extorts(playerTab.player, index)
                                            Caption { text: qsTr("Demand from %1").arg(page.players[index].name); Layout.preferredWidth: 150 }
                                            Choice {
                                                objectName: "demandBox"
                                                model: page.demandChoices
                                                currentIndex: Math.max(0, page.demandChoices.findIndex(
                                                    c => c.value === ((playerTab.entry.demands || {})[page.players[index].name] || "")))
                                                onActivated: page.setDemand(playerTab.player, page.players[index].name, currentValue)
                                            }
                                        }
                                    }
                                    Repeater {
                                        model: page.players.length
                                        delegate: CheckBox {
                                            objectName: "refuseBox"
                                            visible: page.extorts(index, playerTab.player)
                                            implicitHeight: 40
                                            text: qsTr("Refuse to pay %1 (+2 Calamity)").arg(page.players[index].name)
                                            checked: (playerTab.entry.refuse || []).includes(page.players[index].name)
                                            onToggled: page.setRefuse(playerTab.player, page.players[index].name, checked)
                                        }
                                    }
                                    ColumnLayout {
                                        Repeater {
                                            model: [{key: "culture", text: qsTr("Culture")}, {key: "calamity", text: qsTr("Calamity")},
                                                    {key: "goods", text: qsTr("Goods"), resource: true},
                                                    {key: "stone", text: qsTr("Stone"), resource: true},
                                                    {key: "wood", text: qsTr("Wood"), resource: true},
                                                    {key: "food", text: qsTr("Food"), resource: true}]
                                            delegate: RowLayout {
                                                Caption { text: modelData.text; Layout.preferredWidth: 150 }
                                                Number {
                                                    objectName: modelData.key + "RoundBox"
                                                    value: (modelData.resource ? (playerTab.entry.resources || {})[modelData.key]
                                                                               : playerTab.entry[modelData.key]) || 0
                                                    onValueModified: modelData.resource
                                                                     ? page.setResource(playerTab.player, modelData.key, value)
                                                                     : page.setPlayer(playerTab.player, modelData.key, value)
                                                }
                                            }
                                        }
                                    }
                                }
                                DomainEditor {
                                    id: editor
                                    objectName: "roundDomainEditor"
                                    Layout.alignment: Qt.AlignTop
                                    cellSize: 28
                                    domain: playerTab.entry.domain || ({width: 9, height: 9, pieces: []})
                                    onEdited: function(d) { page.setPlayer(playerTab.player, "domain", d) }
                                }
                                Item { Layout.fillWidth: true }
                            }
                        }
                    }
                }
            }
            // What the engine makes of the round, step by step, before anything is recorded.
            Frame {
                Layout.preferredWidth: 270
                Layout.fillHeight: true
                background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
                ColumnLayout {
                    anchors.fill: parent
                    Label {
                        text: qsTr("What the round does")
                        font.bold: true
                        color: "#2b1d0e"
                    }
                    ListView {
                        objectName: "eraRoundEvents"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 4
                        model: page.preview.ok ? page.preview.events : []
                        delegate: Label {
                            width: ListView.view.width
                            text: modelData.step + " \u00b7 " + modelData.text
                            font.pixelSize: 13
                            color: "#2b1d0e"
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }
        Label {
            objectName: "eraRoundVerdict"
            text: page.preview.ok ? page.preview.summary : (page.preview.error || "")
            color: page.preview.ok ? "#2b1d0e" : "#a01010"
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "resolveEraRound"
                implicitHeight: 40
                text: qsTr("Resolve the round")
                enabled: page.preview.ok === true
                onClicked: page.resolve()
            }
            Label {
                objectName: "eraRoundResult"
                text: page.result.ok === false ? page.result.error : ""
                color: "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
