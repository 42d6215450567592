import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Over every session: each player's sessions and wins, and for the kind of die or the physical
// die set picked, the faces rolled (a bar per face, the line where a fair die would be) with the
// chi-square test's verdict.
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
                visible: page.stats.charts.length === 0
                text: qsTr("No numbered dice recorded yet")
                color: "#6b5235"
            }
            // Which dice to chart: all dice of a kind, or one physical set (kind and colour), where
            // one loaded die shows that the others of its kind would average away.
            RowLayout {
                visible: page.stats.charts.length > 0
                Label { text: qsTr("Die set"); color: "#2b1d0e" }
                ComboBox {
                    id: picker
                    objectName: "dieSetPicker"
                    model: page.stats.charts
                    textRole: "label"
                    Layout.preferredWidth: 220
                }
            }
            ColumnLayout {
                id: chart
                objectName: "diceChart"
                visible: page.stats.charts.length > 0
                readonly property var die: page.stats.charts[picker.currentIndex]
                                           || ({label: "", counts: [], total: 0, pValue: 1, verdict: ""})
                readonly property int highest: Math.max.apply(null, die.counts.concat([1]))
                spacing: 4
                Label {
                    objectName: "dieVerdict"
                    text: qsTr("%1: %2 rolled, %3").arg(chart.die.label).arg(chart.die.total).arg(chart.die.verdict)
                    color: chart.die.pValue < 0.01 ? "#a01010" : "#2b1d0e"
                    font.bold: true
                }
                Item {
                    Layout.preferredWidth: chart.die.counts.length * 44
                    Layout.preferredHeight: 140
                    Row {
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 18
                        spacing: 8
                        Repeater {
                            model: chart.die.counts
                            delegate: Rectangle {
                                width: 36
                                height: 110 * modelData / chart.highest
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
                        y: parent.height - 18 - 110 * (chart.die.total / Math.max(chart.die.counts.length, 1)) / chart.highest
                    }
                }
            }
        }
    }
}
