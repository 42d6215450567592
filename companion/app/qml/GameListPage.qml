import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Page {
    id: page
    title: qsTr("Choose a game")
    signal sessionStarted()
    signal sessionOpened(var id)
    signal statisticsWanted()
    background: Rectangle { color: "#f4ecd8" }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredWidth: 3
            spacing: 8

            Repeater {
                model: controller.games
                delegate: Frame {
                    Layout.fillWidth: true
                    background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
                    RowLayout {
                        anchors.fill: parent
                        ColumnLayout {
                            Layout.fillWidth: true
                            Label { text: modelData.title; font.pixelSize: 18; font.bold: true; color: "#2b1d0e" }
                            Label { text: modelData.summary; color: "#6b5235"; wrapMode: Text.Wrap; Layout.fillWidth: true }
                        }
                        TextField {
                            id: players
                            placeholderText: qsTr("Players: Ana, Bruno")
                            Layout.preferredWidth: 200
                        }
                        Button {
                            text: qsTr("Start")
                            enabled: players.text.length > 0
                            onClicked: if (controller.startSession(modelData.id, players.text) > 0) page.sessionStarted()
                        }
                    }
                }
            }
            Label {
                text: controller.lastError
                color: "#a01010"
                visible: text.length > 0
            }
            Item { Layout.fillHeight: true }
        }

        Frame {
            Layout.fillHeight: true
            Layout.fillWidth: true
            Layout.preferredWidth: 2
            background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
            ColumnLayout {
                anchors.fill: parent
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        text: qsTr("Recent sessions")
                        font.pixelSize: 16
                        font.bold: true
                        color: "#2b1d0e"
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "statisticsButton"
                        text: qsTr("Statistics")
                        onClicked: page.statisticsWanted()
                    }
                }
                ListView {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: controller.sessions
                    delegate: ItemDelegate {
                        width: ListView.view.width
                        text: "#" + modelData.id + "  " + modelData.title + " \u2014 " + modelData.players.join(", ")
                              + (modelData.winners.length > 0 ? "  \u2655 " + modelData.winners.join(", ") : "")
                        onClicked: page.sessionOpened(modelData.id)
                    }
                    Label {
                        anchors.centerIn: parent
                        visible: parent.count === 0
                        text: qsTr("No sessions yet")
                        color: "#6b5235"
                    }
                }
                Label {
                    text: qsTr("Data: %1").arg(controller.databasePath)
                    color: "#6b5235"
                    font.pixelSize: 11
                    elide: Text.ElideMiddle
                    Layout.fillWidth: true
                }
            }
        }
    }
}
