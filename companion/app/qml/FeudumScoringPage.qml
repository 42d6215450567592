import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Feudum's scoring at the dawn of an epoch (rules §3.4), and at the dawn of V the final scoring
// (§3.9; spec/feudum.md `feudum score`): one tab per player (colour, score track, military
// service; the final scoring's voyage, shillings, wine barrel and charters), one for the guild
// tracks and one for the map. It starts from the session's last scoring (the next epoch, the
// score track, the colours, the tracks and the map). Record scores it as the session's `score`
// move; the session screen's sheet then shows it. The move is built in C++ (move_forms.hpp).
Page {
    id: page
    objectName: "feudumScoringPage"
    title: qsTr("Epoch scoring")
    background: Rectangle { color: "#f4ecd8" }
    font.pixelSize: 16
    property var session: controller.currentSession
    property var players: session.players || []
    readonly property var defaults: controller.feudumDefaults()

    readonly property var colours: [
        {value: "blue", text: qsTr("Blue")}, {value: "green", text: qsTr("Green")}, {value: "red", text: qsTr("Red")},
        {value: "yellow", text: qsTr("Yellow")}, {value: "purple", text: qsTr("Purple")}]
    readonly property var guilds: [
        {value: "farmer", text: qsTr("Farmer")}, {value: "merchant", text: qsTr("Merchant")},
        {value: "alchemist", text: qsTr("Alchemist")}, {value: "knight", text: qsTr("Knight")},
        {value: "noble", text: qsTr("Noble")}, {value: "monk", text: qsTr("Monk")}]
    readonly property var regions: [
        {value: "sea", text: qsTr("Sea")}, {value: "island", text: qsTr("Island")},
        {value: "forest", text: qsTr("Forest")}, {value: "desert", text: qsTr("Desert")},
        {value: "badlands", text: qsTr("Badlands")}, {value: "mountain", text: qsTr("Mountain")}]
    readonly property var locationTypes: [
        {value: "outpost", text: qsTr("Outpost")}, {value: "farm", text: qsTr("Farm")},
        {value: "town", text: qsTr("Town")}, {value: "feudum", text: qsTr("Feudum")}]
    readonly property var realms: [
        {value: "", text: qsTr("no realm")}, {value: "eastern", text: qsTr("Eastern realm")},
        {value: "western", text: qsTr("Western realm")}, {value: "central", text: qsTr("Central realm")},
        {value: "northern", text: qsTr("Northern realm")}, {value: "southern", text: qsTr("Southern realm")},
        {value: "isolated", text: qsTr("Isolated realm")}]
    readonly property var landscapes: [
        {value: "", text: qsTr("no landscape")}, {value: "orchard", text: qsTr("Orchard")},
        {value: "silver_mine", text: qsTr("Silver mine")}, {value: "archery_range", text: qsTr("Archery range")},
        {value: "sulfur_mine", text: qsTr("Sulfur mine")}, {value: "unknown", text: qsTr("other landscape")}]
    readonly property var voyages: [
        {value: 0, text: qsTr("not on the track")}, {value: 3, text: "3"}, {value: 5, text: "5"}, {value: 7, text: "7"},
        {value: 9, text: "9"}, {value: 11, text: "11"}, {value: 13, text: "13"}, {value: 17, text: qsTr("17 (monastery)")}]
    readonly property var charters: [
        {value: "eastern_realm", text: qsTr("Eastern realm")}, {value: "western_realm", text: qsTr("Western realm")},
        {value: "central_realm", text: qsTr("Central realm")}, {value: "northern_realm", text: qsTr("Northern realm")},
        {value: "southern_realm", text: qsTr("Southern realm")}, {value: "isolated_realm", text: qsTr("Isolated realm")},
        {value: "wine_barrel", text: qsTr("Wine barrel")}, {value: "defeat_monster", text: qsTr("Defeat a monster")}]
    // Player names for a track space or a marker; "" is nobody.
    readonly property var people: [{value: "", text: "\u2014"}].concat(players.map(p => ({value: p, text: p})))

    function start() {
        const d = page.defaults.players || []
        const known = name => d.find(p => p.name === name) || {}
        return {epoch: page.defaults.epoch || 2,
                players: players.map((name, i) => ({
                    name: name, colour: known(name).colour || colours[i % colours.length].value,
                    vp: known(name).vp || 0, military_discs: known(name).military_discs || 0, epic_voyage: 0,
                    shillings: 0, wine_barrel: 0, charters: [], defeated_monster: false})),
                guilds: page.defaults.guilds || {},
                locations: page.defaults.locations || []}
    }
    property var form: start()
    property var result: ({})
    readonly property bool finalScoring: form.epoch === 5

    function copy() { return JSON.parse(JSON.stringify(page.form)) }
    function setEpoch(epoch) { const f = copy(); f.epoch = epoch; page.form = f }
    function setPlayer(i, key, value) { const f = copy(); f.players[i][key] = value; page.form = f }
    function toggleCharter(i, charter, on) {
        const f = copy()
        const list = f.players[i].charters.filter(c => c !== charter)
        if (on) list.push(charter)
        f.players[i].charters = list
        page.form = f
    }
    function setGuild(guild, space, name) {
        const f = copy()
        const track = (f.guilds[guild] || []).slice()
        while (track.length <= space) track.push("")
        track[space] = name
        f.guilds[guild] = track
        page.form = f
    }
    function addLocation() {
        const f = copy()
        f.locations.push({region: "forest", type: "outpost", guild: "farmer", realm: "", ruler: players[0] || "",
                          subject: false, serf: "", landscape: "", resources: 0})
        page.form = f
    }
    function setLocation(i, key, value) { const f = copy(); f.locations[i][key] = value; page.form = f }
    function removeLocation(i) { const f = copy(); f.locations.splice(i, 1); page.form = f }
    function record() {
        page.result = controller.recordFeudumScore(page.form)
        if (page.result.ok) page.StackView.view.pop()
    }

    // The place of `value` in a list of {value, text} (a ComboBox's currentIndex).
    function indexIn(list, value) { return list.findIndex(x => x.value === value) }

    // Touch-sized controls (at least 40 px high).
    component Number: SpinBox { implicitHeight: 40 }
    component TouchButton: Button { implicitHeight: 40 }
    component Caption: Label { color: "#2b1d0e" }
    component Choice: ComboBox { implicitHeight: 40; textRole: "text"; valueRole: "value"; Layout.preferredWidth: 170 }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        RowLayout {
            Caption { text: qsTr("Dawn of epoch") }
            Number {
                objectName: "epochBox"
                from: 2; to: 5
                value: page.form.epoch
                textFromValue: (v, locale) => ["", "I", "II", "III", "IV", "V"][v]
                onValueModified: page.setEpoch(value)
            }
            Caption {
                text: page.finalScoring ? qsTr("The dawn of V: the final scoring follows and ends the game.")
                                 : qsTr("Guilds, landscapes, active regions and disloyalty are scored.")
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
        TabBar {
            id: tabs
            objectName: "feudumTabs"
            Layout.fillWidth: true
            Repeater {
                model: page.players
                delegate: TabButton { text: modelData }
            }
            TabButton { text: qsTr("Guild tracks") }
            TabButton { text: qsTr("Map") }
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
                        Caption { text: qsTr("Colour") }
                        Choice {
                            model: page.colours
                            currentIndex: page.indexIn(model, playerTab.entry.colour)
                            onActivated: page.setPlayer(playerTab.player, "colour", currentValue)
                        }
                        Caption { text: qsTr("Score track before this scoring") }
                        Number {
                            from: -999; to: 999; editable: true
                            value: playerTab.entry.vp
                            onValueModified: page.setPlayer(playerTab.player, "vp", value)
                        }
                        Caption { text: qsTr("Military service discs") }
                        Number {
                            from: 0; to: 3
                            value: playerTab.entry.military_discs
                            onValueModified: page.setPlayer(playerTab.player, "military_discs", value)
                        }
                        Item { Layout.columnSpan: 2; implicitHeight: 1 }
                        Label {
                            text: qsTr("Final scoring (dawn of V)")
                            font.bold: true
                            color: page.finalScoring ? "#2b1d0e" : "#9b8a70"
                            Layout.columnSpan: 4
                        }
                        Caption { text: qsTr("Epic voyage space") }
                        Choice {
                            enabled: page.finalScoring
                            model: page.voyages
                            currentIndex: page.indexIn(model, playerTab.entry.epic_voyage)
                            onActivated: page.setPlayer(playerTab.player, "epic_voyage", currentValue)
                        }
                        Caption { text: qsTr("Shillings") }
                        Number {
                            enabled: page.finalScoring
                            from: 0; to: 78; editable: true
                            value: playerTab.entry.shillings
                            onValueModified: page.setPlayer(playerTab.player, "shillings", value)
                        }
                        Caption { text: qsTr("Sulfur in the wine barrel") }
                        Number {
                            enabled: page.finalScoring
                            from: 0; to: 3
                            value: playerTab.entry.wine_barrel
                            onValueModified: page.setPlayer(playerTab.player, "wine_barrel", value)
                        }
                        CheckBox {
                            enabled: page.finalScoring
                            text: qsTr("Defeated a monster")
                            checked: playerTab.entry.defeated_monster
                            onToggled: page.setPlayer(playerTab.player, "defeated_monster", checked)
                            Layout.columnSpan: 2
                        }
                        Caption { text: qsTr("Sealed charters"); Layout.columnSpan: 4 }
                        Flow {
                            Layout.columnSpan: 4
                            Layout.fillWidth: true
                            spacing: 4
                            Repeater {
                                model: page.charters
                                delegate: CheckBox {
                                    enabled: page.finalScoring
                                    text: modelData.text
                                    checked: playerTab.entry.charters.indexOf(modelData.value) >= 0
                                    onToggled: page.toggleCharter(playerTab.player, modelData.value, checked)
                                }
                            }
                        }
                    }
                }
            }
            // The guild tracks from the master down; the apprentice space only with 4 or more players.
            ScrollView {
                contentWidth: availableWidth
                clip: true
                GridLayout {
                    width: parent.width
                    columns: page.players.length >= 4 ? 4 : 3
                    columnSpacing: 12
                    Caption { text: qsTr("Guild"); font.bold: true }
                    Caption { text: qsTr("Master"); font.bold: true }
                    Caption { text: qsTr("Journeyman"); font.bold: true }
                    Caption { text: qsTr("Apprentice"); font.bold: true; visible: page.players.length >= 4 }
                    Repeater {
                        model: page.guilds
                        delegate: Caption { text: modelData.text; Layout.row: index + 1; Layout.column: 0 }
                    }
                    Repeater {
                        model: page.guilds.length * (page.players.length >= 4 ? 3 : 2)
                        delegate: Choice {
                            readonly property int spaces: page.players.length >= 4 ? 3 : 2
                            readonly property string guild: page.guilds[Math.floor(index / spaces)].value
                            readonly property int space: index % spaces
                            Layout.row: Math.floor(index / spaces) + 1
                            Layout.column: space + 1
                            model: page.people
                            currentIndex: page.indexIn(model, (page.form.guilds[guild] || [])[space] || "")
                            onActivated: page.setGuild(guild, space, currentValue)
                        }
                    }
                }
            }
            // Every location with a ruler, a serf or a landscape.
            ScrollView {
                contentWidth: availableWidth
                clip: true
                ColumnLayout {
                    width: parent.width
                    Repeater {
                        model: page.form.locations
                        delegate: Frame {
                            objectName: "feudumLocation"
                            Layout.fillWidth: true
                            background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
                            property int location: index
                            Flow {
                                width: parent.width
                                spacing: 6
                                Choice {
                                    model: page.regions
                                    currentIndex: page.indexIn(model, modelData.region)
                                    onActivated: page.setLocation(location, "region", currentValue)
                                }
                                Choice {
                                    model: page.locationTypes
                                    currentIndex: page.indexIn(model, modelData.type)
                                    onActivated: page.setLocation(location, "type", currentValue)
                                }
                                Choice {
                                    visible: modelData.type === "feudum"
                                    model: page.guilds
                                    currentIndex: page.indexIn(model, modelData.guild)
                                    onActivated: page.setLocation(location, "guild", currentValue)
                                }
                                Choice {
                                    model: page.realms
                                    currentIndex: page.indexIn(model, modelData.realm)
                                    onActivated: page.setLocation(location, "realm", currentValue)
                                }
                                Caption { text: qsTr("ruler"); height: 40; verticalAlignment: Text.AlignVCenter }
                                Choice {
                                    model: page.people
                                    currentIndex: page.indexIn(model, modelData.ruler)
                                    onActivated: page.setLocation(location, "ruler", currentValue)
                                }
                                CheckBox {
                                    visible: modelData.ruler !== ""
                                    text: qsTr("subject")
                                    checked: modelData.subject
                                    onToggled: page.setLocation(location, "subject", checked)
                                }
                                Caption { text: qsTr("serf"); height: 40; verticalAlignment: Text.AlignVCenter }
                                Choice {
                                    model: page.people
                                    currentIndex: page.indexIn(model, modelData.serf)
                                    onActivated: page.setLocation(location, "serf", currentValue)
                                }
                                Choice {
                                    model: page.landscapes
                                    currentIndex: page.indexIn(model, modelData.landscape)
                                    onActivated: page.setLocation(location, "landscape", currentValue)
                                }
                                Number {
                                    visible: modelData.landscape !== ""
                                    from: 0; to: 20
                                    value: modelData.resources
                                    onValueModified: page.setLocation(location, "resources", value)
                                }
                                TouchButton { text: "\u2715"; onClicked: page.removeLocation(location) }
                            }
                        }
                    }
                    TouchButton { text: qsTr("+ Location"); onClicked: page.addLocation() }
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            TouchButton {
                objectName: "recordFeudumScore"
                text: page.finalScoring ? qsTr("Score the game") : qsTr("Score the epoch")
                onClicked: page.record()
            }
            Label {
                objectName: "feudumScoreResult"
                text: page.result.ok === false ? page.result.error : ""
                color: "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
