import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Page {
    id: page
    property var session: ({})
    title: session.title ? session.title + qsTr(" \u2014 session #") + session.id : qsTr("Session")
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
                Label { text: qsTr("Score sheet"); font.pixelSize: 16; font.bold: true; color: "#2b1d0e" }
                Repeater {
                    model: page.session.players || []
                    delegate: RowLayout {
                        Layout.fillWidth: true
                        Label { text: modelData; color: "#2b1d0e"; Layout.fillWidth: true; font.pixelSize: 15 }
                        Label { text: "\u2014"; color: "#6b5235" }
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
                    delegate: ItemDelegate {
                        width: ListView.view.width
                        text: modelData.at + "  " + modelData.player + "  " + modelData.kind + "  " + modelData.summary
                              + (modelData.corrected ? qsTr("  (corrected)") : "")
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
                    text: qsTr("Started ") + (page.session.started || "")
                    color: "#6b5235"
                    font.pixelSize: 11
                }
            }
        }
    }
}
