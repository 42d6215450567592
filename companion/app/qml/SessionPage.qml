import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Page {
    id: page
    property var session: ({})
    signal battleWanted()
    signal eraBuildWanted()
    signal eraRoundWanted()
    signal incursionWanted()
    signal scoringWanted()
    title: session.title ? qsTr("%1 \u2014 session #%2").arg(session.title).arg(session.id) : qsTr("Session")
    background: Rectangle { color: "#f4ecd8" }
    // The table is watched while this screen is open.
    Component.onCompleted: table.start()
    Component.onDestruction: table.stop()

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        LiveTablePane {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 3
            players: page.session.players || []
        }

        Frame {
            Layout.fillHeight: true
            Layout.fillWidth: true
            Layout.preferredWidth: 2
            background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
            ColumnLayout {
                anchors.fill: parent
                // The round tracker: where the table is in the round; Next step moves it on.
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        objectName: "roundTitle"
                        text: controller.progress.title || ""
                        font.pixelSize: 16
                        font.bold: true
                        color: "#2b1d0e"
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                    Button {
                        objectName: "nextPhaseButton"
                        text: qsTr("Next step")
                        onClicked: controller.nextPhase()
                    }
                }
                // The game's own screens, on a row of their own so the round title keeps its room.
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button {
                        objectName: "battleButton"
                        text: qsTr("Battle")
                        visible: page.session.game === "medioevo"
                        onClicked: page.battleWanted()
                    }
                    Button {
                        objectName: "eraRoundButton"
                        text: qsTr("Round")
                        visible: page.session.game === "era"
                        onClicked: page.eraRoundWanted()
                    }
                    Button {
                        objectName: "eraBuildButton"
                        text: qsTr("Build")
                        visible: page.session.game === "era"
                        onClicked: page.eraBuildWanted()
                    }
                    Button {
                        objectName: "incursionButton"
                        text: qsTr("Year end")
                        visible: page.session.game === "discordia"
                        onClicked: page.incursionWanted()
                    }
                    Button {
                        objectName: "scoringButton"
                        text: page.session.game === "feudum" ? qsTr("Epoch scoring") : qsTr("Final scoring")
                        visible: ["era", "rattus", "feudum"].includes(page.session.game)
                        onClicked: page.scoringWanted()
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 4
                    Repeater {
                        model: controller.progress.phases || []
                        delegate: Rectangle {
                            objectName: modelData.current ? "currentPhase" : "phase"
                            width: phaseLabel.implicitWidth + 12
                            height: phaseLabel.implicitHeight + 6
                            radius: 4
                            color: modelData.current ? "#7a2e1c" : "transparent"
                            border.color: "#c9a66b"
                            Label {
                                id: phaseLabel
                                anchors.centerIn: parent
                                text: modelData.title
                                font.pixelSize: 12
                                color: modelData.current ? "#fdf6e3" : "#6b5235"
                            }
                        }
                    }
                }
                // Running tallies once something is resolved: ERA's tracks and resources, Medioevo's battles.
                Label {
                    visible: (controller.tallies.cells || []).length > 0
                    objectName: "talliesTitle"
                    text: page.session.game === "medioevo" ? qsTr("Battles") : qsTr("Tracks")
                    font.pixelSize: 16
                    font.bold: true
                    color: "#2b1d0e"
                }
                GridLayout {
                    objectName: "tallies"
                    visible: (controller.tallies.cells || []).length > 0
                    Layout.fillWidth: true
                    columns: controller.tallies.columns || 1
                    columnSpacing: 12
                    rowSpacing: 2
                    Repeater {
                        model: controller.tallies.cells || []
                        delegate: Label {
                            text: modelData.text
                            font.bold: modelData.bold
                            font.pixelSize: 13
                            color: "#2b1d0e"
                            Layout.fillWidth: index % (controller.tallies.columns || 1) === 0
                        }
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("Score sheet")
                        font.pixelSize: 16
                        font.bold: true
                        color: "#2b1d0e"
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "pdfButton"
                        text: qsTr("PDF")
                        onClicked: {
                            const file = controller.exportPdf()
                            if (file.length > 0) pdfSaved.text = qsTr("Saved %1").arg(file)
                        }
                    }
                }
                // Rows of the game's own sheet, one column per player in seat order; a long sheet
                // (ERA has 22 rows) scrolls and leaves room for the history.
                ScrollView {
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.min(sheetGrid.implicitHeight, page.height * 0.6)
                    contentWidth: availableWidth
                    clip: true
                    GridLayout {
                        id: sheetGrid
                        objectName: "scoreSheet"
                        width: parent.width
                        columns: controller.scoreSheet.columns || 1
                        columnSpacing: 12
                        rowSpacing: 2
                        Repeater {
                            model: controller.scoreSheet.cells || []
                            delegate: Label {
                                text: modelData.text
                                font.bold: modelData.bold
                                font.pixelSize: 14
                                color: "#2b1d0e"
                                horizontalAlignment: index % (controller.scoreSheet.columns || 1) === 0
                                                     ? Text.AlignLeft : Text.AlignRight
                                Layout.fillWidth: index % (controller.scoreSheet.columns || 1) === 0
                            }
                        }
                    }
                }
                Label {
                    objectName: "sheetStatus"
                    text: controller.scoreSheet.status || ""
                    visible: text.length > 0
                    color: "#6b5235"
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    id: pdfSaved
                    visible: text.length > 0
                    color: "#6b5235"
                    font.pixelSize: 11
                    elide: Text.ElideMiddle
                    Layout.fillWidth: true
                }
                // The play handed to BG Stats: its link opens the app's import dialog (on a machine
                // without BG Stats, Copy link lets the players send it to a phone).
                RowLayout {
                    Layout.fillWidth: true
                    Button {
                        objectName: "bgStatsOpenButton"
                        text: qsTr("Open in BG Stats")
                        onClicked: {
                            const link = controller.bgStatsLink()
                            if (link.length === 0) return
                            bgStatsNote.text = Qt.openUrlExternally(link)
                                    ? "" : qsTr("Nothing here opens BG Stats links: copy the link instead")
                        }
                    }
                    Button {
                        objectName: "bgStatsCopyButton"
                        text: qsTr("Copy link")
                        onClicked: if (controller.copyBgStatsLink().length > 0) bgStatsNote.text = qsTr("Link copied")
                    }
                    Label {
                        id: bgStatsNote
                        objectName: "bgStatsNote"
                        visible: text.length > 0
                        color: "#6b5235"
                        font.pixelSize: 11
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("History")
                        font.pixelSize: 16
                        font.bold: true
                        color: "#2b1d0e"
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "undoButton"
                        text: qsTr("Undo")
                        enabled: controller.events.length > 0
                        onClicked: controller.undoLast()
                    }
                }
                ListView {
                    objectName: "historyList"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: controller.events
                    // A roll opens its dice for correction: one tap per die steps its face, Save
                    // records a correction checked by the game's rules (Cancel drops it).
                    delegate: ItemDelegate {
                        id: entry
                        objectName: "historyEntry"
                        width: ListView.view.width
                        property bool editing: false
                        property var draft: []
                        onClicked: {
                            if (!editing && modelData.dice.length > 0) {
                                draft = JSON.parse(JSON.stringify(modelData.dice))
                                editing = true
                            }
                        }
                        contentItem: ColumnLayout {
                            Label {
                                text: modelData.at + "  " + modelData.player + "  " + modelData.kind + "  "
                                      + modelData.summary + (modelData.corrected ? qsTr("  (corrected)") : "")
                                color: "#2b1d0e"
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                            Flow {
                                visible: entry.editing
                                Layout.fillWidth: true
                                spacing: 6
                                Repeater {
                                    model: entry.draft
                                    delegate: Button {
                                        objectName: "dieButton"
                                        text: modelData.label.length > 0 ? modelData.label
                                                                         : modelData.kind + ": " + modelData.value
                                        onClicked: {
                                            const faces = Number(modelData.kind.substring(1))
                                            if (modelData.label.length > 0 || !(faces > 0)) return
                                            const dice = entry.draft.slice()
                                            dice[index] = Object.assign({}, dice[index],
                                                                        {value: modelData.value % faces + 1})
                                            entry.draft = dice
                                        }
                                    }
                                }
                                Button {
                                    objectName: "saveCorrection"
                                    text: qsTr("Save correction")
                                    onClicked: if (controller.correctRoll(modelData.id, entry.draft)) entry.editing = false
                                }
                                Button {
                                    text: qsTr("Cancel")
                                    onClicked: entry.editing = false
                                }
                            }
                        }
                    }
                    Label {
                        anchors.centerIn: parent
                        visible: parent.count === 0
                        text: qsTr("No rolls or moves yet")
                        color: "#6b5235"
                    }
                }
                Label {
                    text: controller.lastError
                    color: "#a01010"
                    visible: text.length > 0
                }
                Label {
                    text: qsTr("Started %1").arg(page.session.started || "")
                    color: "#6b5235"
                    font.pixelSize: 11
                }
            }
        }
    }
}
