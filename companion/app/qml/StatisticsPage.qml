import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Over every session: each player's sessions and wins, and per kind of die the faces rolled
// (a bar per face, the line where a fair die would be) with the chi-square test's verdict.
Page {
    id: page
    title: qsTr("Statistics")
    background: Rectangle { color: "#f4ecd8" }
    property var stats: controller.statistics()

    ScrollView {
        anchors.fill: parent
        anchors.margins: 16
        contentWidth: availableWidth

        ColumnLayout {
            width: parent.width
            spacing: 12

            Label { text: qsTr("Players"); font.pixelSize: 16; font.bold: true; color: "#2b1d0e" }
            GridLayout {
                objectName: "playerTable"
                columns: 4
                columnSpacing: 24
                Label { text: qsTr("Player"); font.bold: true; color: "#2b1d0e" }
                Label { text: qsTr("Sessions"); font.bold: true; color: "#2b1d0e" }
                Label { text: qsTr("Finished"); font.bold: true; color: "#2b1d0e" }
                Label { text: qsTr("Wins"); font.bold: true; color: "#2b1d0e" }
                Repeater {
                    model: page.stats.players.length * 4
                    delegate: Label {
                        readonly property var player: page.stats.players[Math.floor(index / 4)]
                        text: [player.name, player.sessions, player.finished, player.wins][index % 4]
                        color: "#2b1d0e"
                    }
                }
            }
            Label {
                visible: page.stats.players.length === 0
                text: qsTr("No sessions yet")
                color: "#6b5235"
            }

            Label { text: qsTr("Dice"); font.pixelSize: 16; font.bold: true; color: "#2b1d0e" }
            Label {
                visible: page.stats.dice.length === 0
                text: qsTr("No numbered dice recorded yet")
                color: "#6b5235"
            }
            Repeater {
                model: page.stats.dice
                delegate: ColumnLayout {
                    objectName: "diceChart"
                    readonly property var die: modelData
                    readonly property int highest: Math.max.apply(null, die.counts.concat([1]))
                    spacing: 4
                    Label {
                        text: qsTr("%1: %2 rolled, %3").arg(die.kind).arg(die.total).arg(die.verdict)
                        color: die.pValue < 0.01 ? "#a01010" : "#2b1d0e"
                        font.bold: true
                    }
                    Item {
                        Layout.preferredWidth: die.counts.length * 44
                        Layout.preferredHeight: 140
                        Row {
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: 18
                            spacing: 8
                            Repeater {
                                model: die.counts
                                delegate: Rectangle {
                                    width: 36
                                    height: 110 * modelData / highest
                                    anchors.bottom: parent.bottom
                                    color: "#7a2e1c"
                                    Label {
                                        anchors.bottom: parent.top
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: modelData
                                        font.pixelSize: 11
                                        color: "#2b1d0e"
                                    }
                                    Label {
                                        anchors.top: parent.bottom
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: index + 1
                                        color: "#6b5235"
                                    }
                                }
                            }
                        }
                        // What a fair die would show: the total spread evenly over the faces.
                        Rectangle {
                            width: parent.width
                            height: 1
                            color: "#c9a66b"
                            y: parent.height - 18 - 110 * (die.total / die.counts.length) / highest
                        }
                    }
                }
            }
        }
    }
}
