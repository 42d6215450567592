import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// An ERA build (rules §3.6; `era check` on a proposed build): the builder, the hammers of their
// newest roll and the resources at hand, and their domain as the session left it (the newest
// round and the builds after it; a new game's Keep before any). New pieces are placed on the
// grid beside the standing ones; the engine's verdict follows every change in words (why it is
// refused, or what is built and what is left), and Record keeps it as the player's `build`
// move, which the tracks and later screens then start from. Built in C++ (move_forms.hpp:
// era_build_move).
Page {
    id: page
    objectName: "eraBuildPage"
    title: qsTr("Build")
    background: Rectangle { color: "#f4ecd8" }
    font.pixelSize: 16
    readonly property var states: controller.eraDefaults().players || []
    property int player: 0
    readonly property var standing: states.length > 0 ? states[player] : ({})
    property var planned: []
    property int hammers: standing.hammers || 0  // the builder's newest roll's, when they rolled
    property var resources: standing.resources || ({})
    readonly property var form: ({player: standing.name || "", domain: standing.domain || {}, build: planned,
                                  resources: resources, hammers: hammers})
    readonly property var preview: planned.length > 0 ? controller.eraBuild(form, false) : ({})
    property var result: ({})

    function choosePlayer(i) {
        page.player = i
        page.planned = []
        page.resources = page.states[i].resources || {}
        page.hammers = page.states[i].hammers || 0
    }
    function setResource(key, value) { const r = JSON.parse(JSON.stringify(page.resources)); r[key] = value; page.resources = r }
    function record() {
        page.result = controller.eraBuild(page.form, true)
        if (page.result.ok) page.StackView.view.pop()
    }

    component Number: SpinBox { implicitHeight: 40; from: 0; to: 99; editable: true }
    component Caption: Label { color: "#2b1d0e" }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true
            RowLayout {
                width: parent.width
                spacing: 16
                ColumnLayout {
                    Layout.alignment: Qt.AlignTop
                    RowLayout {
                        Caption { text: qsTr("Builder"); Layout.preferredWidth: 90 }
                        ComboBox {
                            objectName: "builderBox"
                            implicitHeight: 40
                            Layout.preferredWidth: 150
                            model: page.states.map(s => s.name)
                            currentIndex: page.player
                            onActivated: page.choosePlayer(currentIndex)
                        }
                    }
                    RowLayout {
                        Caption { text: qsTr("Hammers"); Layout.preferredWidth: 90 }
                        Number {
                            objectName: "hammersBox"
                            value: page.hammers
                            onValueModified: page.hammers = value
                        }
                    }
                    Repeater {
                        model: [{key: "goods", text: qsTr("Goods")}, {key: "stone", text: qsTr("Stone")},
                                {key: "wood", text: qsTr("Wood")}, {key: "food", text: qsTr("Food")}]
                        delegate: RowLayout {
                            Caption { text: modelData.text; Layout.preferredWidth: 90 }
                            Number {
                                objectName: modelData.key + "BuildBox"
                                value: page.resources[modelData.key] || 0
                                onValueModified: page.setResource(modelData.key, value)
                            }
                        }
                    }
                }
                DomainEditor {
                    objectName: "buildEditor"
                    Layout.alignment: Qt.AlignTop
                    lockedPieces: (page.standing.domain || {pieces: []}).pieces.length
                    domain: page.standing.domain
                            ? Object.assign({}, page.standing.domain, {pieces: page.standing.domain.pieces.concat(page.planned)})
                            : ({width: 9, height: 9, pieces: []})
                    onEdited: function(d) { page.planned = d.pieces.slice(lockedPieces) }
                }
                Item { Layout.fillWidth: true }
            }
        }
        Label {
            objectName: "eraBuildVerdict"
            text: page.planned.length === 0 ? qsTr("Pick the cells of a new piece on the grid and place it.")
                  : page.preview.ok ? page.preview.summary : (page.preview.error || "")
            color: page.preview.ok === false ? "#a01010" : "#2b1d0e"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            Layout.fillWidth: true
            Button {
                objectName: "recordEraBuild"
                implicitHeight: 40
                text: qsTr("Record the build")
                enabled: page.preview.ok === true
                onClicked: page.record()
            }
            Label {
                objectName: "eraBuildResult"
                text: page.result.ok === false ? page.result.error : ""
                color: "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
        }
    }
}
