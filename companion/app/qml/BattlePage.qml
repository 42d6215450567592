import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Medioevo's battle screen: enter the two armies and see the odds change; once both sides have
// rolled their d4, d6 and d8 at the table, resolve the round from those dice and read how the
// engine got there, step by step.
Page {
    id: page
    title: qsTr("Battle")
    background: Rectangle { color: "#f4ecd8" }
    property var session: controller.currentSession
    property var players: session.players || []
    property var result: ({})

    // The `medioevo round` input without the melee dice, from the forms: each side's units
    // (captains by level), its military building and the protection chosen for the round, the
    // d8s its archers rolled, the cards and techs played, and its siege engines, each with its
    // crew, target and d8s (rules §1.3, §1.10, §1.11).
    function battle() {
        function side(form) {
            let captains = []
            for (let level = 1; level <= 3; ++level)
                for (let i = 0; i < form.captains[level - 1]; ++i) captains.push(level)
            let s = {name: form.player, position: form.position,
                     units: {li: form.li, hi: form.hi, cav: form.cav, arc: form.arc, cpt: captains}}
            if (form.building > 0) {
                s.building = form.building
                s.protection = form.protection
            }
            if (form.archersFire) s.archer_dice = form.archerDice
            const cards = page.numberList(form.cardsText)
            if (cards.length > 0) s.cards = cards
            let techs = []
            if (form.maquinaria) techs.push("maquinaria")
            if (form.tacticasPoints > 0) techs.push({tech: "tacticas", points: form.tacticasPoints, target: form.tacticasTarget})
            if (form.estrategiaPoints > 0) techs.push({tech: "estrategia", points: form.estrategiaPoints})
            if (techs.length > 0) s.techs = techs
            if (form.siegeLevel > 0) {
                const engines = [{level: form.siegeLevel, crew: form.crew, target: form.siegeTarget,
                                  diceText: form.siegeDiceText}].concat(form.moreEngines)
                s.siege = engines.map(e => {
                    let engine = {level: e.level, crew: e.crew, target: e.target}
                    const dice = page.d8List(e.diceText)
                    if (dice.length > 0) engine.dice = dice
                    return engine
                })
            }
            return s
        }
        return {players: Math.max(page.players.length, 3), attacker: side(attackerForm), defender: side(defenderForm)}
    }
    // "2 7" or "2, 7" -> [2, 7]; anything that is not a list of d8 faces -> [] (the round then
    // says how many archer dice it needs).
    function d8List(text) {
        const words = text.split(/[\s,;]+/).filter(w => w.length > 0)
        if (!words.every(w => /^[1-8]$/.test(w))) return []
        return words.map(w => parseInt(w))
    }
    // "10 26" -> [10, 26]: the card numbers played (the engine says which it does not know).
    function numberList(text) {
        return text.split(/[\s,;]+/).filter(w => /^[0-9]+$/.test(w)).map(w => parseInt(w))
    }
    property var odds: controller.battleOdds(battle())
    function percent(p) { return (100 * p).toFixed(1) + " %" }

    component ArmyForm: Frame {
        property string heading
        property string player: playerBox.currentText
        property int position: positionBox.value
        property int li: liBox.value
        property int hi: hiBox.value
        property int cav: cavBox.value
        property int arc: arcBox.value
        property var captains: [cpt1Box.value, cpt2Box.value, cpt3Box.value]
        property int building: buildingBox.currentIndex
        property string protection: protectionBox.currentValue
        property var archerDice: page.d8List(archerDiceField.text)
        property int siegeLevel: siegeBox.currentIndex
        property var crew: ({li: crewLiBox.value, hi: crewHiBox.value, cav: crewCavBox.value})
        property string siegeTarget: targetBox.currentValue
        // The side's further siege engines: [{level, crew: {li, hi, cav}, target, diceText}].
        property var moreEngines: []
        function addEngine() {
            moreEngines = moreEngines.concat([{level: 1, crew: {li: 1, hi: 0, cav: 0}, target: "units", diceText: ""}])
        }
        function setEngine(i, key, value) {
            const list = JSON.parse(JSON.stringify(moreEngines))
            if (key === "li" || key === "hi" || key === "cav") list[i].crew[key] = value
            else list[i][key] = value
            moreEngines = list
        }
        function removeEngine(i) { moreEngines = moreEngines.filter((e, k) => k !== i) }
        property Item opponent
        // The archer power (§1.5): on when this side has archers and the other has none.
        property bool archersFire: arc > 0 && opponent !== null && opponent.arc === 0
        property alias playerIndex: playerBox.currentIndex
        property alias liCount: liBox.value
        property alias hiCount: hiBox.value
        property alias cavCount: cavBox.value
        property alias arcCount: arcBox.value
        property alias captainsLevel1: cpt1Box.value
        property alias captainsLevel2: cpt2Box.value
        property alias captainsLevel3: cpt3Box.value
        property alias buildingLevel: buildingBox.currentIndex
        property alias protectionIndex: protectionBox.currentIndex
        property alias archerDiceText: archerDiceField.text
        property alias siegeEngineLevel: siegeBox.currentIndex
        property alias crewLi: crewLiBox.value
        property alias crewHi: crewHiBox.value
        property alias crewCav: crewCavBox.value
        property alias siegeTargetIndex: targetBox.currentIndex
        property alias siegeDiceText: siegeDiceField.text
        property alias cardsText: cardsField.text
        property alias maquinaria: maquinariaBox.checked
        property alias tacticasPoints: tacticasBox.value
        property string tacticasTarget: tacticasTargetBox.currentValue
        property alias estrategiaPoints: estrategiaBox.value
        property alias startPosition: positionBox.value
        background: Rectangle { color: "#fffaf0"; border.color: "#c9a66b"; radius: 6 }
        GridLayout {
            columns: 2
            Label { text: heading; font.bold: true; font.pixelSize: 16; color: "#2b1d0e"; Layout.columnSpan: 2 }
            Label { text: qsTr("Player"); color: "#2b1d0e" }
            ComboBox { id: playerBox; model: page.players; Layout.preferredWidth: 160 }
            Label { text: qsTr("Turn order position"); color: "#2b1d0e" }
            SpinBox { id: positionBox; from: 1; to: Math.max(page.players.length, 3); value: 1 }
            Label { text: qsTr("Light infantry"); color: "#2b1d0e" }
            SpinBox { id: liBox; from: 0; to: 30; value: 2 }
            Label { text: qsTr("Heavy infantry"); color: "#2b1d0e" }
            SpinBox { id: hiBox; from: 0; to: 30; value: 1 }
            Label { text: qsTr("Cavalry"); color: "#2b1d0e" }
            SpinBox { id: cavBox; from: 0; to: 30; value: 0 }
            Label { text: qsTr("Archers"); color: "#2b1d0e" }
            SpinBox { id: arcBox; from: 0; to: 10; value: 0 }
            Label { text: qsTr("Archer dice (d8, as rolled)"); color: "#2b1d0e"; visible: archersFire }
            TextField {
                id: archerDiceField
                objectName: "archerDice"
                visible: archersFire
                placeholderText: qsTr("e.g. 2 7")
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Captains, level I"); color: "#2b1d0e" }
            SpinBox { id: cpt1Box; from: 0; to: 3; value: 0 }
            Label { text: qsTr("Captains, level II"); color: "#2b1d0e" }
            SpinBox { id: cpt2Box; from: 0; to: 3; value: 0 }
            Label { text: qsTr("Captains, level III"); color: "#2b1d0e" }
            SpinBox { id: cpt3Box; from: 0; to: 3; value: 0 }
            Label { text: qsTr("Military building"); color: "#2b1d0e" }
            ComboBox {
                id: buildingBox
                model: [qsTr("None"), qsTr("Tower"), qsTr("Fortress"), qsTr("Castle")]
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Protection this round"); color: "#2b1d0e"; visible: buildingBox.currentIndex > 0 }
            ComboBox {
                id: protectionBox
                visible: buildingBox.currentIndex > 0
                textRole: "text"
                valueRole: "value"
                model: [{value: "melee", text: qsTr("Against melee")}, {value: "archers", text: qsTr("Against archers")},
                        {value: "siege", text: qsTr("Against siege engines")}]
                Layout.preferredWidth: 160
            }
            // Cards played this round by number (Científico 10, Milicia 26, ...) and the combat
            // techs (rules §1.9, §1.10, cards and techs tables); cards that need more (a roll, a
            // unit) are refused in words, as `medioevo round` would.
            Label { text: qsTr("Cards played (numbers)"); color: "#2b1d0e" }
            TextField {
                id: cardsField
                objectName: "cardsPlayed"
                placeholderText: qsTr("e.g. 10 26")
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Machinery (Maquinaria): crews fight in melee"); color: "#2b1d0e" }
            CheckBox { id: maquinariaBox }
            Label { text: qsTr("Tactics (Tácticas): TP spent"); color: "#2b1d0e" }
            SpinBox { id: tacticasBox; from: 0; to: 20; value: 0 }
            Label { text: qsTr("Tactics: target unit"); color: "#2b1d0e"; visible: tacticasBox.value > 0 }
            ComboBox {
                id: tacticasTargetBox
                visible: tacticasBox.value > 0
                textRole: "text"
                valueRole: "value"
                model: [{value: "li", text: qsTr("Light infantry")}, {value: "hi", text: qsTr("Heavy infantry")},
                        {value: "cav", text: qsTr("Cavalry")}, {value: "arc", text: qsTr("Archers")}]
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Strategy (Estrategia): TP spent"); color: "#2b1d0e" }
            SpinBox { id: estrategiaBox; from: 0; to: 20; value: 0 }
            Label { text: qsTr("Siege engine"); color: "#2b1d0e" }
            ComboBox {
                id: siegeBox
                model: [qsTr("None"), qsTr("Catapult"), qsTr("Trebuchet"), qsTr("Bombard")]
                Layout.preferredWidth: 160
            }
            // The crew comes from the units above (at most 3; one d8 each); crews do not fight in melee.
            Label { text: qsTr("Crew: light infantry"); color: "#2b1d0e"; visible: siegeBox.currentIndex > 0 }
            SpinBox { id: crewLiBox; from: 0; to: 3; value: 0; visible: siegeBox.currentIndex > 0 }
            Label { text: qsTr("Crew: heavy infantry"); color: "#2b1d0e"; visible: siegeBox.currentIndex > 0 }
            SpinBox { id: crewHiBox; from: 0; to: 3; value: 0; visible: siegeBox.currentIndex > 0 }
            Label { text: qsTr("Crew: cavalry"); color: "#2b1d0e"; visible: siegeBox.currentIndex > 0 }
            SpinBox { id: crewCavBox; from: 0; to: 3; value: 0; visible: siegeBox.currentIndex > 0 }
            Label { text: qsTr("Siege target"); color: "#2b1d0e"; visible: siegeBox.currentIndex > 0 }
            ComboBox {
                id: targetBox
                visible: siegeBox.currentIndex > 0
                textRole: "text"
                valueRole: "value"
                model: [{value: "units", text: qsTr("Enemy units")}, {value: "building", text: qsTr("Enemy building")}]
                Layout.preferredWidth: 160
            }
            Label { text: qsTr("Siege dice (d8, one per crew)"); color: "#2b1d0e"; visible: siegeBox.currentIndex > 0 }
            TextField {
                id: siegeDiceField
                visible: siegeBox.currentIndex > 0
                placeholderText: qsTr("e.g. 1 5")
                inputMethodHints: Qt.ImhFormattedNumbersOnly
                Layout.preferredWidth: 160
            }
            // Further engines, one compact row each: level, crew (light, heavy, cavalry), target, d8s.
            Repeater {
                model: siegeBox.currentIndex > 0 ? moreEngines : []
                delegate: RowLayout {
                    id: engineRow
                    objectName: "moreEngine"
                    readonly property int engine: index
                    readonly property var entry: modelData
                    Layout.columnSpan: 2
                    ComboBox {
                        model: [qsTr("Catapult"), qsTr("Trebuchet"), qsTr("Bombard")]
                        currentIndex: modelData.level - 1
                        onActivated: setEngine(engineRow.engine, "level", currentIndex + 1)
                        Layout.preferredWidth: 120
                    }
                    Repeater {
                        model: [{key: "li", text: qsTr("LI")}, {key: "hi", text: qsTr("HI")}, {key: "cav", text: qsTr("Cav")}]
                        delegate: SpinBox {
                            from: 0; to: 3
                            value: engineRow.entry.crew[modelData.key]
                            onValueModified: setEngine(engineRow.engine, modelData.key, value)
                            textFromValue: (v, locale) => modelData.text + " " + v
                            Layout.preferredWidth: 110
                        }
                    }
                    ComboBox {
                        textRole: "text"
                        valueRole: "value"
                        model: [{value: "units", text: qsTr("Enemy units")}, {value: "building", text: qsTr("Enemy building")}]
                        currentIndex: modelData.target === "building" ? 1 : 0
                        onActivated: setEngine(engineRow.engine, "target", currentValue)
                        Layout.preferredWidth: 140
                    }
                    TextField {
                        text: modelData.diceText
                        placeholderText: qsTr("d8s")
                        onEditingFinished: setEngine(engineRow.engine, "diceText", text)
                        Layout.preferredWidth: 70
                    }
                    Button { text: "\u2715"; onClicked: removeEngine(engineRow.engine) }
                }
            }
            Button {
                objectName: "addEngine"
                visible: siegeBox.currentIndex > 0
                text: qsTr("+ Another siege engine")
                onClicked: addEngine()
                Layout.columnSpan: 2
            }
        }
    }

    ScrollView {
        anchors.fill: parent
        anchors.margins: 16
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 12
            RowLayout {
                spacing: 12
                ArmyForm {
                    id: attackerForm
                    objectName: "attackerForm"
                    heading: qsTr("Attacker")
                    playerIndex: 0
                    opponent: defenderForm
                }
                ArmyForm {
                    id: defenderForm
                    objectName: "defenderForm"
                    heading: qsTr("Defender")
                    opponent: attackerForm
                    playerIndex: Math.min(1, page.players.length - 1)
                    startPosition: 2
                }
            }
            Label {
                objectName: "battleOdds"
                text: page.odds.ok
                      ? qsTr("One round: attacker %1, tie %2, defender %3. Whole battle: attacker %4, defender %5, both destroyed %6 (%7 rounds on average).")
                            .arg(page.percent(page.odds.roundAttacker)).arg(page.percent(page.odds.roundTie))
                            .arg(page.percent(page.odds.roundDefender)).arg(page.percent(page.odds.battleAttacker))
                            .arg(page.percent(page.odds.battleDefender)).arg(page.percent(page.odds.battleNoWinner))
                            .arg(page.odds.expectedRounds.toFixed(1))
                      : page.odds.error
                color: page.odds.ok ? "#2b1d0e" : "#a01010"
                wrapMode: Text.Wrap
                Layout.fillWidth: true
                font.pixelSize: 15
            }
            Button {
                objectName: "resolveBattleButton"
                text: qsTr("Resolve the round with the last rolls")
                onClicked: page.result = controller.resolveBattle(page.battle())
            }
            Label {
                objectName: "battleResult"
                visible: text.length > 0
                text: page.result.ok === undefined ? "" : (page.result.ok ? page.result.summary : page.result.error)
                color: page.result.ok ? "#2b1d0e" : "#a01010"
                font.bold: true
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.result.steps || []
                delegate: Label { text: modelData; color: "#2b1d0e"; wrapMode: Text.Wrap; Layout.fillWidth: true }
            }
        }
    }
}
