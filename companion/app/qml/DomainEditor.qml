import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One ERA domain as its grid, to set right by hand what the table shows: tap cells to pick them,
// then place them as a piece of the chosen type, or take away the pieces under them. The engine
// reads every change (controller.eraWalled): the walled cells are shaded and the walled area
// counted, and what the rules find wrong (a piece off its footprint, pieces on one cell) is
// named. `edited` hands the new domain to the page. With `lockedPieces` set, the pieces before
// that index stand as they are (a build adds to them) and those after it are outlined as new.
ColumnLayout {
    id: editor
    property var domain: ({width: 9, height: 9, pieces: []})
    property int lockedPieces: 0
    property real cellSize: 34
    signal edited(var domain)

    // Piece types in the engine's order with the letters `layout read` prints (era_piece_letter).
    readonly property var types: [
        {value: "keep", text: qsTr("Keep"), letter: "K", colour: "#8a6d3b"},
        {value: "longhouse", text: qsTr("Longhouse"), letter: "L", colour: "#c8a165"},
        {value: "townhouse", text: qsTr("Townhouse"), letter: "T", colour: "#d9b77e"},
        {value: "church", text: qsTr("Church"), letter: "C", colour: "#b9c7d8"},
        {value: "farm", text: qsTr("Farm"), letter: "F", colour: "#b7cf8c"},
        {value: "lumber_mill", text: qsTr("Lumber mill"), letter: "M", colour: "#9c7b58"},
        {value: "hospital", text: qsTr("Hospital"), letter: "H", colour: "#e3b3b3"},
        {value: "monastery", text: qsTr("Monastery"), letter: "O", colour: "#c6a9d6"},
        {value: "market", text: qsTr("Market"), letter: "R", colour: "#e8cf6a"},
        {value: "guildhall", text: qsTr("Guildhall"), letter: "G", colour: "#a9cfc4"},
        {value: "university", text: qsTr("University"), letter: "U", colour: "#9fb4e0"},
        {value: "cathedral", text: qsTr("Cathedral"), letter: "D", colour: "#e6e0f5"},
        {value: "wall", text: qsTr("Wall"), letter: "W", colour: "#7b7b7b"},
        {value: "scorched", text: qsTr("Scorched earth"), letter: "x", colour: "#3b3028"}]
    property var selected: []  // picked cells, [[x, y]]
    readonly property var walled: controller.eraWalled(domain)
    // The index of the piece on each cell (row by row), -1 where there is none.
    readonly property var occupancy: {
        const w = domain.width, h = domain.height
        const out = new Array(w * h).fill(-1)
        domain.pieces.forEach((p, i) => p.cells.forEach(c => {
            if (c[0] >= 0 && c[0] < w && c[1] >= 0 && c[1] < h) out[c[1] * w + c[0]] = i
        }))
        return out
    }
    readonly property var walledSet: {
        const set = {}
        if (walled.ok) walled.cells.forEach(c => set[c[0] + "," + c[1]] = true)
        return set
    }

    function typeOf(value) { return types.find(t => t.value === value) || {letter: "?", colour: "#ffffff", text: value} }
    function isSelected(x, y) { return selected.some(c => c[0] === x && c[1] === y) }
    function toggle(x, y) {
        editor.selected = isSelected(x, y) ? selected.filter(c => c[0] !== x || c[1] !== y) : selected.concat([[x, y]])
    }
    function copy() { return JSON.parse(JSON.stringify(editor.domain)) }
    function place(type) {
        if (selected.length === 0) return
        const d = copy()
        d.pieces.push({type: type, cells: selected})
        editor.selected = []
        editor.edited(d)
    }
    function removePicked() {
        const gone = new Set(selected.map(c => occupancy[c[1] * domain.width + c[0]]).filter(i => i >= lockedPieces))
        if (gone.size === 0) return
        const d = copy()
        d.pieces = d.pieces.filter((p, i) => !gone.has(i))
        editor.selected = []
        editor.edited(d)
    }

    spacing: 6
    Grid {
        objectName: "domainGrid"
        columns: editor.domain.width
        spacing: 1
        Repeater {
            model: editor.domain.width * editor.domain.height
            delegate: Rectangle {
                readonly property int cellX: index % editor.domain.width
                readonly property int cellY: Math.floor(index / editor.domain.width)
                readonly property int piece: editor.occupancy[index]
                readonly property var type: piece >= 0 ? editor.typeOf(editor.domain.pieces[piece].type) : null
                readonly property bool inWalls: editor.walledSet[cellX + "," + cellY] === true
                readonly property bool isNew: editor.lockedPieces > 0 && piece >= editor.lockedPieces
                objectName: "cell_" + cellX + "_" + cellY
                width: editor.cellSize
                height: editor.cellSize
                color: type ? type.colour : "#fdf6e3"
                border.width: editor.isSelected(cellX, cellY) || isNew ? 3 : 1
                border.color: editor.isSelected(cellX, cellY) ? "#7a2e1c" : isNew ? "#1c5a7a" : "#c9a66b"
                Rectangle {  // the walled area, shaded over whatever stands in it
                    anchors.fill: parent
                    anchors.margins: 3
                    visible: parent.inWalls
                    color: "transparent"
                    border.color: "#2e6b2e"
                    border.width: 2
                    radius: 3
                }
                Label {
                    anchors.centerIn: parent
                    text: parent.type ? parent.type.letter : ""
                    color: parent.type && parent.type.value === "scorched" ? "#fdf6e3" : "#2b1d0e"
                    font.pixelSize: editor.cellSize * 0.45
                    font.bold: true
                }
                TapHandler { onTapped: editor.toggle(parent.cellX, parent.cellY) }
            }
        }
    }
    RowLayout {
        ComboBox {
            id: typeBox
            objectName: "pieceTypeBox"
            implicitHeight: 40
            Layout.preferredWidth: 170
            model: editor.types
            textRole: "text"
            valueRole: "value"
        }
        Button {
            objectName: "placePiece"
            implicitHeight: 40
            text: qsTr("Place")
            enabled: editor.selected.length > 0
            onClicked: editor.place(typeBox.currentValue)
        }
        Button {
            objectName: "removePieces"
            implicitHeight: 40
            text: qsTr("Remove")
            enabled: editor.selected.length > 0
            onClicked: editor.removePicked()
        }
    }
    Label {
        objectName: "walledArea"
        text: editor.walled.ok ? qsTr("Walled area: %1 cell(s)").arg(editor.walled.area) : (editor.walled.error || "")
        color: editor.walled.ok ? "#2b1d0e" : "#a01010"
        wrapMode: Text.Wrap
        Layout.maximumWidth: editor.cellSize * editor.domain.width + 40
    }
    Label {
        objectName: "domainProblems"
        visible: text.length > 0
        text: editor.walled.ok ? editor.walled.problems.join("\n") : ""
        color: "#a01010"
        wrapMode: Text.Wrap
        Layout.maximumWidth: editor.cellSize * editor.domain.width + 40
    }
}
