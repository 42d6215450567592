import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// ERA's final scoring (rules §3.9, §3.10; `era score`): one tab per player with the culture and
// calamity tracks, the resources left and the domain, as the session left them (the newest round
// and the builds after it; a new game's start when nothing was resolved). The domain is set right
// on its grid (DomainEditor); the engine scores every change, and Record keeps it as the
// session's `score` move, which fills the sheet and ends the game. Built in C++ (move_forms.hpp).
Page {
    id: page
    objectName: "eraScoringPage"
    title: qsTr("Final scoring")
    background: Rectangle { color: "#f4ecd8" }
    font.pixelSize: 16
    property var form: controller.eraDefaults()
    readonly property var preview: controller.eraScore(page.form, false)
    property var result: ({})

    function copy() { return JSON.parse(JSON.stringify(page.form)) }
    function setPlayer(i, key, value) { const f = copy(); f.players[i][key] = value; page.form = f }
    function setResource(i, key, value) { const f = copy(); f.players[i].resources[key] = value; page.form = f }
    function record() {
        page.result = controller.eraScore(page.form, true)
        if (page.result.ok) page.StackView.view.pop()
    }

    component Number: SpinBox { implicitHeight: 40; from: 0; to: 99; editable: true }
    component Caption: Label { color: "#2b1d0e" }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        TabBar {
            id: tabs
            objectName: "eraTabs"
            Layout.fillWidth: true
            Repeater {
                model: page.form.players || []
                delegate: TabButton { text: modelData.name }
            }
        }
        StackLayout {
            currentIndex: tabs.currentIndex
            Layout.fillWidth: true
            Layout.fillHeight: true
            Repeater {
                model: (page.form.players || []).length
                delegate: ScrollView {
                    id: playerTab
                    readonly property int player: index
                    readonly property var entry: page.form.players[index]
                    contentWidth: availableWidth
                    clip: true
                    RowLayout {
                        width: parent.width
                        spacing: 16
                        ColumnLayout {
                            Layout.alignment: Qt.AlignTop
                            Repeater {
                                model: [{key: "culture", text: qsTr("Culture")}, {key: "calamity", text: qsTr("Calamity")},
                                        {key: "goods", text: qsTr("Goods"), resource: true},
                                        {key: "stone", text: qsTr("Stone"), resource: true},
                                        {key: "wood", text: qsTr("Wood"), resource: true},
                                        {key: "food", text: qsTr("Food"), resource: true}]
                                delegate: RowLayout {
                                    Caption { text: modelData.text; Layout.preferredWidth: 90 }
                                    Number {
                                        objectName: modelData.key + "Box"
                                        value: (modelData.resource ? playerTab.entry.resources[modelData.key]
                                                                   : playerTab.entry[modelData.key]) || 0
                                        onValueModified: modelData.resource
                                                         ? page.setResource(playerTab.player, modelData.key, value)
                                                         : page.setPlayer(playerTab.player, modelData.key, value)
                                    }
                                }
                            }
                        }
                        DomainEditor {
                            objectName: "domainEditor"
                            Layout.alignment: Qt.AlignTop
                            domain: playerTab.entry.domain
                            onEdited: function(d) { page.setPlayer(playerTab.player, "domain", d) }
                        }
                        Item { Layout.fillWidth: true }
                    }
                }
            }
        }
        Label {
            objectName: "eraScorePreview"
            text: page.preview.ok ? page.preview.summary : (page.preview.error || "")
            color: page.preview.ok ? "#2b1d0e" : "#a01010"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "recordEraScore"
                implicitHeight: 40
                text: qsTr("Record the final scoring")
                enabled: page.preview.ok === true
                onClicked: page.record()
            }
            Label {
                objectName: "eraScoreResult"
                text: page.result.ok === false ? page.result.error : ""
                color: "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
