import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One roll the table saw: tap a die's face to cycle its value, its kind tag to cycle d4/d6/d8,
// its cross to drop a die the reader imagined; Confirm records it, Discard drops it.
Frame {
    id: card
    property var roll: ({})
    property var players: []
    objectName: "rollCard_" + roll.id
    width: 268
    padding: 8
    background: Rectangle {
        color: card.roll.refused ? "#fbe3dc" : "#fffaf0"
        border.color: card.roll.refused ? "#a01010" : "#c9a66b"
        radius: 6
    }

    ColumnLayout {
        width: parent.width
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Roll at %1").arg(card.roll.time)
                font.bold: true
                color: "#2b1d0e"
                Layout.fillWidth: true
            }
            ComboBox {
                objectName: "playerBox"
                model: card.players
                currentIndex: card.players.indexOf(card.roll.player)
                Layout.preferredWidth: 110
                onActivated: table.setPlayer(card.roll.id, currentText)
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 6
            Repeater {
                model: card.roll.dice
                delegate: Column {
                    spacing: 2
                    Button {
                        objectName: "dieValue_" + index
                        width: 44
                        height: 44
                        text: modelData.text
                        font.pixelSize: 20
                        font.bold: true
                        enabled: modelData.cycles
                        palette.button: modelData.corrected ? "#c9a66b" : "#7a2e1c"
                        onClicked: table.tapValue(card.roll.id, index)
                    }
                    Row {
                        spacing: 0
                        Button {
                            objectName: "dieKind_" + index
                            width: 28
                            height: 22
                            flat: true
                            text: modelData.kind
                            font.pixelSize: 10
                            palette.buttonText: "#2b1d0e"
                            onClicked: table.tapKind(card.roll.id, index)
                        }
                        Button {
                            objectName: "dieRemove_" + index
                            width: 16
                            height: 22
                            flat: true
                            text: "\u00d7"
                            font.pixelSize: 11
                            palette.buttonText: "#a01010"
                            onClicked: table.removeDie(card.roll.id, index)
                        }
                    }
                }
            }
        }
        Label {
            objectName: "verdictLabel"
            text: card.roll.verdict || ""
            visible: text.length > 0
            color: "#a01010"
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }
        RowLayout {
            Button {
                objectName: "confirmButton"
                text: qsTr("Confirm")
                enabled: card.roll.dice && card.roll.dice.length > 0
                onClicked: table.confirm(card.roll.id)
            }
            Button {
                objectName: "discardButton"
                text: qsTr("Discard")
                onClicked: table.discard(card.roll.id)
            }
        }
    }
}
