import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Scriptorium.Live

// The live table: the camera (or demo) view with the recognised dice outlined, what the feed
// is doing, the last verdict in words, and the roll cards waiting for the players.
Frame {
    id: pane
    property var players: []
    background: Rectangle { color: "#1d2a1d"; radius: 6 }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        TablePreview {
            objectName: "tablePreview"
            feed: table.feed
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 160
            Label {
                anchors.centerIn: parent
                visible: !parent.hasFrame
                text: table.status.length > 0 ? table.status : qsTr("Table view\n(no camera attached)")
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                width: parent.width - 24
                color: "#cfe3c0"
                font.pixelSize: 18
            }
        }
        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "tableStatus"
                text: table.status
                color: "#cfe3c0"
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            // The table is empty now: its pattern (a printed cloth, speckles) is not dice.
            Button {
                objectName: "emptyTableButton"
                text: qsTr("Empty table")
                enabled: table.running
                onClicked: table.markTableEmpty()
            }
            // Keeps the table as it looks now (the final table, a disputed position) with the session.
            Button {
                objectName: "tablePhotoButton"
                text: qsTr("Photo")
                onClicked: table.saveTablePhoto()
            }
        }
        Label {
            objectName: "tableMessage"
            text: table.message
            visible: text.length > 0
            color: "#f3d98b"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        Item {
            Layout.fillWidth: true
            Layout.preferredHeight: 196
            Flickable {
                anchors.fill: parent
                contentWidth: cardRow.width
                contentHeight: cardRow.height
                flickableDirection: Flickable.HorizontalFlick
                clip: true
                ScrollBar.horizontal: ScrollBar {}
                Row {
                    id: cardRow
                    objectName: "rollCards"
                    spacing: 8
                    Repeater {
                        objectName: "rollCardRepeater"
                        model: table.cards
                        delegate: RollCard {
                            roll: modelData
                            players: pane.players
                        }
                    }
                }
            }
            Label {
                anchors.centerIn: parent
                visible: table.cards.length === 0
                text: qsTr("Rolls the camera sees appear here to confirm")
                color: "#9fb894"
            }
        }
    }
}
