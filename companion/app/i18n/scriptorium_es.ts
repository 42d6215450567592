<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AppController</name>
    <message>
        <location filename="../app_controller.cpp" line="61"/>
        <source>Icon dice, domain grid, walled areas, calamities, score sheet</source>
        <translation>Dados de iconos, cuadrícula del dominio, áreas amuralladas, calamidades, hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="63"/>
        <source>Battles with d4/d6/d8, combat math and exact odds</source>
        <translation>Batallas con d4/d6/d8, cálculo del combate y probabilidades exactas</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="65"/>
        <source>Coloured dice, city tiles, infrastructure scarcity, incursions</source>
        <translation>Dados de colores, losetas de ciudad, escasez de infraestructuras, incursiones</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="66"/>
        <source>Combat and epoch scoring</source>
        <translation>Combate y puntuación de épocas</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="67"/>
        <source>Influence majorities, rats and the plague check</source>
        <translation>Mayorías de influencia, ratas y la comprobación de la peste</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="21"/>
        <source>dice: %1</source>
        <translation>dados: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="24"/>
        <source>table photo: %1</source>
        <translation>foto de la mesa: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="28"/>
        <source>step: %1</source>
        <translation>paso: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="63"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="64"/>
        <source>Season %1</source>
        <translation>Estación %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="65"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="68"/>
        <source>Year %1, season %2</source>
        <translation>Año %1, estación %2</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="73"/>
        <source> · start player %1</source>
        <translation> · jugador inicial %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="83"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="106"/>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="113"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="120"/>
        <source>Game over: no winner</source>
        <translation>Partida terminada: sin ganador</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="121"/>
        <source>Game over, winner: %1</source>
        <translation>Partida terminada, gana: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="123"/>
        <source>The sheet fills in when the game&apos;s scoring is recorded</source>
        <translation>La hoja se rellena al registrar la puntuación de la partida</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="123"/>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="123"/>
        <source>ivory</source>
        <translation>marfil</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="124"/>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="124"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="125"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="125"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="126"/>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="126"/>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="127"/>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="127"/>
        <source>gray</source>
        <translation>gris</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="233"/>
        <location filename="../app_controller.cpp" line="412"/>
        <location filename="../app_controller.cpp" line="445"/>
        <location filename="../app_controller.cpp" line="580"/>
        <location filename="../app_controller.cpp" line="668"/>
        <source>No session %1</source>
        <translation>No existe la partida %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="211"/>
        <source>Nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="226"/>
        <location filename="../app_controller.cpp" line="408"/>
        <location filename="../app_controller.cpp" line="577"/>
        <location filename="../app_controller.cpp" line="674"/>
        <source>No session is open</source>
        <translation>No hay ninguna partida abierta</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="238"/>
        <source>&quot;%1&quot; does not play in session %2</source>
        <translation>«%1» no juega en la partida %2</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="302"/>
        <source>Event %1 is not a standing roll of this session</source>
        <translation>El evento %1 no es una tirada vigente de esta partida</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="322"/>
        <source>Correction refused, nothing recorded: %1</source>
        <translation>Corrección rechazada, no se ha registrado nada: %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="357"/>
        <source>No picture of the table yet</source>
        <translation>Aún no hay imagen de la mesa</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="368"/>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="416"/>
        <source>%1 has not rolled a d4, d6 and d8 yet</source>
        <translation>%1 aún no ha tirado un d4, un d6 y un d8</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="421"/>
        <location filename="../app_controller.cpp" line="450"/>
        <source>Refused, nothing recorded: %1</source>
        <translation>Rechazado, no se ha registrado nada: %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="46"/>
        <location filename="../app_controller.cpp" line="588"/>
        <source>%1 (at %2)</source>
        <translation>%1 (en %2)</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="631"/>
        <source>%1, all dice</source>
        <translation>%1, todos los dados</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="634"/>
        <source>%1, no colour</source>
        <translation>%1, sin color</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="105"/>
        <source>unlikely to be fair (p = %1)</source>
        <translation>probablemente no es equilibrado (p = %1)</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="106"/>
        <source>no sign of an unfair die (p = %1)</source>
        <translation>nada indica un dado desequilibrado (p = %1)</translation>
    </message>
</context>
<context>
    <name>BattlePage</name>
    <message>
        <location filename="../qml/BattlePage.qml" line="10"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="124"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="126"/>
        <source>Turn order position</source>
        <translation>Posición en el orden de turno</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="128"/>
        <location filename="../qml/BattlePage.qml" line="188"/>
        <source>Light infantry</source>
        <translation>Infantería ligera</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="130"/>
        <location filename="../qml/BattlePage.qml" line="188"/>
        <source>Heavy infantry</source>
        <translation>Infantería pesada</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="132"/>
        <location filename="../qml/BattlePage.qml" line="189"/>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="134"/>
        <location filename="../qml/BattlePage.qml" line="189"/>
        <source>Archers</source>
        <translation>Arqueros</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="136"/>
        <source>Archer dice (d8, as rolled)</source>
        <translation>Dados de arqueros (d8, tal como salieron)</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="141"/>
        <source>e.g. 2 7</source>
        <translation>p. ej. 2 7</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="145"/>
        <source>Captains, level I</source>
        <translation>Capitanes, nivel I</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="147"/>
        <source>Captains, level II</source>
        <translation>Capitanes, nivel II</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="149"/>
        <source>Captains, level III</source>
        <translation>Capitanes, nivel III</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="151"/>
        <source>Military building</source>
        <translation>Edificio militar</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="154"/>
        <location filename="../qml/BattlePage.qml" line="197"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="154"/>
        <source>Tower</source>
        <translation>Torre</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="154"/>
        <source>Fortress</source>
        <translation>Fortaleza</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="154"/>
        <source>Castle</source>
        <translation>Castillo</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="157"/>
        <source>Protection this round</source>
        <translation>Protección en esta ronda</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="163"/>
        <source>Against melee</source>
        <translation>Contra cuerpo a cuerpo</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="163"/>
        <source>Against archers</source>
        <translation>Contra arqueros</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="164"/>
        <source>Against siege engines</source>
        <translation>Contra máquinas de asedio</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="170"/>
        <source>Cards played (numbers)</source>
        <translation>Cartas jugadas (números)</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="174"/>
        <source>e.g. 10 26</source>
        <translation>p. ej. 10 26</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="178"/>
        <source>Machinery (Maquinaria): crews fight in melee</source>
        <translation>Maquinaria: las dotaciones luchan cuerpo a cuerpo</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="180"/>
        <source>Tactics (Tácticas): TP spent</source>
        <translation>Tácticas: PT gastados</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="182"/>
        <source>Tactics: target unit</source>
        <translation>Tácticas: unidad objetivo</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="192"/>
        <source>Strategy (Estrategia): TP spent</source>
        <translation>Estrategia: PT gastados</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="194"/>
        <source>Siege engine</source>
        <translation>Máquina de asedio</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="197"/>
        <location filename="../qml/BattlePage.qml" line="234"/>
        <source>Catapult</source>
        <translation>Catapulta</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="197"/>
        <location filename="../qml/BattlePage.qml" line="234"/>
        <source>Trebuchet</source>
        <translation>Lanzapiedras</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="197"/>
        <location filename="../qml/BattlePage.qml" line="234"/>
        <source>Bombard</source>
        <translation>Bombarda</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="201"/>
        <source>Crew: light infantry</source>
        <translation>Equipo: infantería ligera</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="203"/>
        <source>Crew: heavy infantry</source>
        <translation>Equipo: infantería pesada</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="205"/>
        <source>Crew: cavalry</source>
        <translation>Equipo: caballería</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="207"/>
        <source>Siege target</source>
        <translation>Objetivo del asedio</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="213"/>
        <location filename="../qml/BattlePage.qml" line="252"/>
        <source>Enemy units</source>
        <translation>Unidades enemigas</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="213"/>
        <location filename="../qml/BattlePage.qml" line="252"/>
        <source>Enemy building</source>
        <translation>Edificio enemigo</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="216"/>
        <source>Siege dice (d8, one per crew)</source>
        <translation>Dados de asedio (d8, uno por unidad del equipo)</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="220"/>
        <source>e.g. 1 5</source>
        <translation>p. ej. 1 5</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="240"/>
        <source>LI</source>
        <translation>IL</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="240"/>
        <source>HI</source>
        <translation>IP</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="240"/>
        <source>Cav</source>
        <translation>Cab</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="259"/>
        <source>d8s</source>
        <translation>d8</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="269"/>
        <source>+ Another siege engine</source>
        <translation>+ Otra máquina de asedio</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="288"/>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="295"/>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="304"/>
        <source>One round: attacker %1, tie %2, defender %3. Whole battle: attacker %4, defender %5, both destroyed %6 (%7 rounds on average).</source>
        <translation>Una ronda: atacante %1, empate %2, defensor %3. Batalla entera: atacante %4, defensor %5, ambos destruidos %6 (%7 rondas de media).</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="317"/>
        <source>Resolve the round with the last rolls</source>
        <translation>Resolver la ronda con las últimas tiradas</translation>
    </message>
</context>
<context>
    <name>DomainEditor</name>
    <message>
        <location filename="../qml/DomainEditor.qml" line="20"/>
        <source>Keep</source>
        <translation>Torreón</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="21"/>
        <source>Longhouse</source>
        <translation>Casa</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="22"/>
        <source>Townhouse</source>
        <translation>Palacete</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="23"/>
        <source>Church</source>
        <translation>Iglesia</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="24"/>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="25"/>
        <source>Lumber mill</source>
        <translation>Aserradero</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="26"/>
        <source>Hospital</source>
        <translation>Hospital</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="27"/>
        <source>Monastery</source>
        <translation>Monasterio</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="28"/>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="29"/>
        <source>Guildhall</source>
        <translation>Ayuntamiento</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="30"/>
        <source>University</source>
        <translation>Universidad</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="31"/>
        <source>Cathedral</source>
        <translation>Catedral</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="32"/>
        <source>Wall</source>
        <translation>Muralla</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="33"/>
        <source>Scorched earth</source>
        <translation>Tierra quemada</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="126"/>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="133"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../qml/DomainEditor.qml" line="140"/>
        <source>Walled area: %1 cell(s)</source>
        <translation>Área amurallada: %1 casilla(s)</translation>
    </message>
</context>
<context>
    <name>EraBuildPage</name>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="15"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="59"/>
        <source>Builder</source>
        <translation>Constructor</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="70"/>
        <source>Hammers</source>
        <translation>Martillos</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="78"/>
        <source>Goods</source>
        <translation>Mercancías</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="78"/>
        <source>Stone</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="79"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="79"/>
        <source>Food</source>
        <translation>Comida</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="104"/>
        <source>Pick the cells of a new piece on the grid and place it.</source>
        <translation>Elige en la cuadrícula las casillas de una pieza nueva y colócala.</translation>
    </message>
    <message>
        <location filename="../qml/EraBuildPage.qml" line="115"/>
        <source>Record the build</source>
        <translation>Registrar la construcción</translation>
    </message>
</context>
<context>
    <name>EraRoundPage</name>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="16"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="30"/>
        <location filename="../qml/EraRoundPage.qml" line="32"/>
        <location filename="../qml/EraRoundPage.qml" line="35"/>
        <location filename="../qml/EraRoundPage.qml" line="39"/>
        <location filename="../qml/EraRoundPage.qml" line="164"/>
        <source>choose</source>
        <translation>elige</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="30"/>
        <source>2 food</source>
        <translation>2 de comida</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="31"/>
        <location filename="../qml/EraRoundPage.qml" line="32"/>
        <location filename="../qml/EraRoundPage.qml" line="40"/>
        <source>1 stone</source>
        <translation>1 de piedra</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="33"/>
        <source>2 wood</source>
        <translation>2 de madera</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="35"/>
        <source>+1 Calamity</source>
        <translation>+1 de Calamidad</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="36"/>
        <source>lose 1 goods</source>
        <translation>perder 1 de mercancías</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="36"/>
        <source>lose 1 stone</source>
        <translation>perder 1 de piedra</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="37"/>
        <source>lose 1 wood</source>
        <translation>perder 1 de madera</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="37"/>
        <source>lose 1 food</source>
        <translation>perder 1 de comida</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="39"/>
        <source>1 goods</source>
        <translation>1 de mercancías</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="40"/>
        <source>1 wood</source>
        <translation>1 de madera</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="41"/>
        <source>1 food</source>
        <translation>1 de comida</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="111"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="118"/>
        <source>Start player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="130"/>
        <source>The last round ended the game: record the final scoring.</source>
        <translation>La última ronda terminó la partida: registra la puntuación final.</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="167"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="177"/>
        <source>Final faces (after the quills)</source>
        <translation>Caras finales (tras las plumas)</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="229"/>
        <source>Bandits</source>
        <translation>Bandidos</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="239"/>
        <source>Fire burns</source>
        <translation>El incendio quema</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="249"/>
        <source>Attack takes</source>
        <translation>El ataque se lleva</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="261"/>
        <source>Scorched earth on %1</source>
        <translation>Tierra quemada en %1</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="262"/>
        <source>Scorched earth: pick its cells on the grid</source>
        <translation>Tierra quemada: elige sus casillas en la cuadrícula</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="269"/>
        <source>Place here</source>
        <translation>Colocar aquí</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="282"/>
        <source>Demand from %1</source>
        <translation>Exigir a %1</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="298"/>
        <source>Refuse to pay %1 (+2 Calamity)</source>
        <translation>Negarse a pagar a %1 (+2 de Calamidad)</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="305"/>
        <source>Culture</source>
        <translation>Cultura</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="305"/>
        <source>Calamity</source>
        <translation>Calamidad</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="306"/>
        <source>Goods</source>
        <translation>Mercancías</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="307"/>
        <source>Stone</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="308"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="309"/>
        <source>Food</source>
        <translation>Comida</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="346"/>
        <source>What the round does</source>
        <translation>Lo que hace la ronda</translation>
    </message>
    <message>
        <location filename="../qml/EraRoundPage.qml" line="382"/>
        <source>Resolve the round</source>
        <translation>Resolver la ronda</translation>
    </message>
</context>
<context>
    <name>EraScoringPage</name>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="13"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="62"/>
        <source>Culture</source>
        <translation>Cultura</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="62"/>
        <source>Calamity</source>
        <translation>Calamidad</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="63"/>
        <source>Goods</source>
        <translation>Mercancías</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="64"/>
        <source>Stone</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="65"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="66"/>
        <source>Food</source>
        <translation>Comida</translation>
    </message>
    <message>
        <location filename="../qml/EraScoringPage.qml" line="103"/>
        <source>Record the final scoring</source>
        <translation>Registrar la puntuación final</translation>
    </message>
</context>
<context>
    <name>FeudumScoringPage</name>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="14"/>
        <source>Epoch scoring</source>
        <translation>Puntuación de época</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="22"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="22"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="22"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="23"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="23"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="25"/>
        <source>Farmer</source>
        <translation>Granjero</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="25"/>
        <source>Merchant</source>
        <translation>Mercader</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="26"/>
        <source>Alchemist</source>
        <translation>Alquimista</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="26"/>
        <source>Knight</source>
        <translation>Caballero</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="27"/>
        <source>Noble</source>
        <translation>Noble</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="27"/>
        <source>Monk</source>
        <translation>Monje</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="29"/>
        <source>Sea</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="29"/>
        <source>Island</source>
        <translation>Isla</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="30"/>
        <source>Forest</source>
        <translation>Bosque</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="30"/>
        <source>Desert</source>
        <translation>Desierto</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="31"/>
        <source>Badlands</source>
        <translation>Tierras baldías</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="31"/>
        <source>Mountain</source>
        <translation>Montaña</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="33"/>
        <source>Outpost</source>
        <translation>Puesto avanzado</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="33"/>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="34"/>
        <source>Town</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="34"/>
        <source>Feudum</source>
        <translation>Feudo</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="36"/>
        <source>no realm</source>
        <translation>sin reino</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="36"/>
        <location filename="../qml/FeudumScoringPage.qml" line="48"/>
        <source>Eastern realm</source>
        <translation>Reino del Este</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="37"/>
        <location filename="../qml/FeudumScoringPage.qml" line="48"/>
        <source>Western realm</source>
        <translation>Reino del Oeste</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="37"/>
        <location filename="../qml/FeudumScoringPage.qml" line="49"/>
        <source>Central realm</source>
        <translation>Reino Central</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="38"/>
        <location filename="../qml/FeudumScoringPage.qml" line="49"/>
        <source>Northern realm</source>
        <translation>Reino del Norte</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="38"/>
        <location filename="../qml/FeudumScoringPage.qml" line="50"/>
        <source>Southern realm</source>
        <translation>Reino del Sur</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="39"/>
        <location filename="../qml/FeudumScoringPage.qml" line="50"/>
        <source>Isolated realm</source>
        <translation>Reino Aislado</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="41"/>
        <source>no landscape</source>
        <translation>sin paisaje</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="41"/>
        <source>Orchard</source>
        <translation>Huerto</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="42"/>
        <source>Silver mine</source>
        <translation>Mina de plata</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="42"/>
        <source>Archery range</source>
        <translation>Campo de tiro con arco</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="43"/>
        <source>Sulfur mine</source>
        <translation>Mina de azufre</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="43"/>
        <source>other landscape</source>
        <translation>otro paisaje</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="45"/>
        <source>not on the track</source>
        <translation>fuera del recorrido</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="46"/>
        <source>17 (monastery)</source>
        <translation>17 (monasterio)</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="51"/>
        <source>Wine barrel</source>
        <translation>Barril de vino</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="51"/>
        <source>Defeat a monster</source>
        <translation>Derrotar a un monstruo</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="115"/>
        <source>Dawn of epoch</source>
        <translation>Amanecer de la época</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="124"/>
        <source>The dawn of V: the final scoring follows and ends the game.</source>
        <translation>El amanecer de V: sigue la puntuación final, que termina la partida.</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="125"/>
        <source>Guilds, landscapes, active regions and disloyalty are scored.</source>
        <translation>Se puntúan los gremios, los paisajes, las regiones activas y la deslealtad.</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="138"/>
        <source>Guild tracks</source>
        <translation>Escalas de los gremios</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="139"/>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="157"/>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="163"/>
        <source>Score track before this scoring</source>
        <translation>Marcador antes de esta puntuación</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="169"/>
        <source>Military service discs</source>
        <translation>Discos de servicio militar</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="177"/>
        <source>Final scoring (dawn of V)</source>
        <translation>Puntuación final (amanecer de V)</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="182"/>
        <source>Epic voyage space</source>
        <translation>Casilla del viaje épico</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="189"/>
        <source>Shillings</source>
        <translation>Chelines</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="196"/>
        <source>Sulfur in the wine barrel</source>
        <translation>Azufre en el barril de vino</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="205"/>
        <source>Defeated a monster</source>
        <translation>Derrotó a un monstruo</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="210"/>
        <source>Sealed charters</source>
        <translation>Cartas selladas</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="236"/>
        <source>Guild</source>
        <translation>Gremio</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="237"/>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="238"/>
        <source>Journeyman</source>
        <translation>Oficial</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="239"/>
        <source>Apprentice</source>
        <translation>Aprendiz</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="296"/>
        <source>ruler</source>
        <translation>gobernante</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="304"/>
        <source>subject</source>
        <translation>súbdito</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="308"/>
        <source>serf</source>
        <translation>siervo</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="329"/>
        <source>+ Location</source>
        <translation>+ Ubicación</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="337"/>
        <source>Score the game</source>
        <translation>Puntuar la partida</translation>
    </message>
    <message>
        <location filename="../qml/FeudumScoringPage.qml" line="337"/>
        <source>Score the epoch</source>
        <translation>Puntuar la época</translation>
    </message>
</context>
<context>
    <name>GameListPage</name>
    <message>
        <location filename="../qml/GameListPage.qml" line="7"/>
        <source>Choose a game</source>
        <translation>Elige un juego</translation>
    </message>
    <message>
        <location filename="../qml/GameListPage.qml" line="38"/>
        <source>Players: Ana, Bruno</source>
        <translation>Jugadores: Ana, Bruno</translation>
    </message>
    <message>
        <location filename="../qml/GameListPage.qml" line="42"/>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <location filename="../qml/GameListPage.qml" line="67"/>
        <source>Recent sessions</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <location filename="../qml/GameListPage.qml" line="75"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../qml/GameListPage.qml" line="93"/>
        <source>No sessions yet</source>
        <translation>Todavía no hay partidas</translation>
    </message>
    <message>
        <location filename="../qml/GameListPage.qml" line="98"/>
        <source>Data: %1</source>
        <translation>Datos: %1</translation>
    </message>
</context>
<context>
    <name>IncursionPage</name>
    <message>
        <location filename="../qml/IncursionPage.qml" line="11"/>
        <source>Year end: Germanic incursion</source>
        <translation>Fin de año: incursión germánica</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="58"/>
        <source>Barracks</source>
        <translation>Cuartel</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="58"/>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="59"/>
        <source>Stall</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="59"/>
        <source>Ship</source>
        <translation>Barco</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="81"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="86"/>
        <source>German tiles: damage</source>
        <translation>Losetas germanas: daño</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="93"/>
        <source>reward</source>
        <translation>recompensa</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="107"/>
        <source>City tiles</source>
        <translation>Losetas de ciudad</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="120"/>
        <location filename="../qml/IncursionPage.qml" line="149"/>
        <source>workers</source>
        <translation>trabajadores</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="126"/>
        <location filename="../qml/IncursionPage.qml" line="155"/>
        <source>complete</source>
        <translation>completa</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="139"/>
        <source>+ %1</source>
        <translation>+ %1</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="144"/>
        <source>Military towers</source>
        <translation>Torres militares</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="160"/>
        <source>strength icon</source>
        <translation>icono de fuerza</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="167"/>
        <source>+ Military tower</source>
        <translation>+ Torre militar</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="174"/>
        <source>Goods and supply</source>
        <translation>Bienes y suministro</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="175"/>
        <source>Workers in the reserve</source>
        <translation>Trabajadores en la reserva</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="177"/>
        <source>Stars in the reserve</source>
        <translation>Estrellas en la reserva</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="179"/>
        <source>Workers in the bag</source>
        <translation>Trabajadores en la bolsa</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="181"/>
        <source>Stars in the star cult</source>
        <translation>Estrellas en el culto de las estrellas</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="183"/>
        <source>Towers in the display</source>
        <translation>Torres en la oferta</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="200"/>
        <source>Record the incursion</source>
        <translation>Registrar la incursión</translation>
    </message>
    <message>
        <location filename="../qml/IncursionPage.qml" line="208"/>
        <source>Recorded for %1.</source>
        <translation>Registrada para %1.</translation>
    </message>
</context>
<context>
    <name>LiveTablePane</name>
    <message>
        <location filename="../qml/LiveTablePane.qml" line="26"/>
        <source>Table view
(no camera attached)</source>
        <translation>Vista de la mesa
(no hay cámara conectada)</translation>
    </message>
    <message>
        <location filename="../qml/LiveTablePane.qml" line="46"/>
        <source>Empty table</source>
        <translation>Mesa vacía</translation>
    </message>
    <message>
        <location filename="../qml/LiveTablePane.qml" line="53"/>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <location filename="../qml/LiveTablePane.qml" line="92"/>
        <source>Rolls the camera sees appear here to confirm</source>
        <translation>Las tiradas que ve la cámara aparecen aquí para confirmarlas</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="10"/>
        <source>Scriptorium</source>
        <translation>Scriptorium</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="37"/>
        <source>no table source</source>
        <translation>sin fuente de imagen de la mesa</translation>
    </message>
</context>
<context>
    <name>MoveForms</name>
    <message>
        <location filename="../move_forms.cpp" line="107"/>
        <source>%1: &quot;%2&quot; is not an ERA face (Y1 to Y6, B1 to B6, N1 to N6, C1 to C6, or quill)</source>
        <translation>%1: «%2» no es una cara de ERA (de Y1 a Y6, de B1 a B6, de N1 a N6, de C1 a C6, o pluma)</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="142"/>
        <source>Barracks</source>
        <translation>Cuartel</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="143"/>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="144"/>
        <source>Stall</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="145"/>
        <source>Ship</source>
        <translation>Barco</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="153"/>
        <source>%1: a complete tile holds 1 to 9 workers, not %2</source>
        <translation>%1: una loseta completa tiene de 1 a 9 trabajadores, no %2</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="156"/>
        <source>%1: an incomplete tile holds 0 to 6 workers, not %2</source>
        <translation>%1: una loseta incompleta tiene de 0 a 6 trabajadores, no %2</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="172"/>
        <source>%1 star(s) onto the expedition path</source>
        <translation>%1 estrella(s) al camino de la expedición</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="173"/>
        <source>the aqueduct advances %1 step(s)</source>
        <translation>el acueducto avanza %1 casilla(s)</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="174"/>
        <source>a tower from the display</source>
        <translation>una torre de la oferta</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="175"/>
        <source>%1 star(s) from the star cult</source>
        <translation>%1 estrella(s) del culto de las estrellas</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="176"/>
        <source>exchange %1 worker(s) with the bag</source>
        <translation>intercambiar %1 trabajador(es) con la bolsa</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="177"/>
        <source>%1 star(s) back to the star cult</source>
        <translation>%1 estrella(s) de vuelta al culto de las estrellas</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="178"/>
        <source>%1 worker(s) drawn from the bag into the reserve</source>
        <translation>%1 trabajador(es) de la bolsa a la reserva</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="179"/>
        <source>%1 worker(s) from the reserve back to the bag</source>
        <translation>%1 trabajador(es) de la reserva de vuelta a la bolsa</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="180"/>
        <source>lose a %1 tile</source>
        <translation>perder una loseta (%1)</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="181"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="196"/>
        <source>VP tokens of %1: &quot;%2&quot; is not a token value (1 to 99)</source>
        <translation>Fichas de PV de %1: «%2» no es un valor de ficha (de 1 a 99)</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="218"/>
        <source>City tile %1: unknown type &quot;%2&quot;</source>
        <translation>Loseta de ciudad %1: tipo desconocido «%2»</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="220"/>
        <source>City tile %1 (%2)</source>
        <translation>Loseta de ciudad %1 (%2)</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="221"/>
        <source>%1: a complete Ship has already become a Stall</source>
        <translation>%1: un Barco completo ya se ha convertido en Puesto</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="231"/>
        <source>Military tower %1</source>
        <translation>Torre militar %1</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="242"/>
        <source>Choose both face-up German tiles</source>
        <translation>Elige las dos losetas germanas boca arriba</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="259"/>
        <source>Strength %1 against German strength %2: the city holds.</source>
        <translation>Fuerza %1 contra fuerza germana %2: la ciudad resiste.</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="260"/>
        <source>Strength %1 against German strength %2: the Germans break through.</source>
        <translation>Fuerza %1 contra fuerza germana %2: los germanos irrumpen.</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="267"/>
        <source>Reward (%1): %2.</source>
        <translation>Recompensa (%1): %2.</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="267"/>
        <source>Damage (%1): %2.</source>
        <translation>Daño (%1): %2.</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="269"/>
        <source>It has no effect (%1).</source>
        <translation>No tiene efecto (%1).</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="276"/>
        <source>strength %1</source>
        <translation>fuerza %1</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="323"/>
        <source>Rat tokens of %1: a negative count</source>
        <translation>Fichas de rata de %1: una cantidad negativa</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="354"/>
        <source>%1 and %2 both play %3</source>
        <translation>%1 y %2 juegan los dos con %3</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="376"/>
        <source>&quot;%1&quot; does not play in this session</source>
        <translation>«%1» no juega en esta partida</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="381"/>
        <source>master</source>
        <translation>maestro</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="382"/>
        <source>journeyman</source>
        <translation>oficial</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="383"/>
        <source>apprentice</source>
        <translation>aprendiz</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="394"/>
        <source>The %1 guild track: %2 is %3, but the space above is empty</source>
        <translation>La escala del gremio %1: %2 es %3, pero la casilla de arriba está vacía</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="436"/>
        <source>The final scoring needs the players</source>
        <translation>La puntuación final necesita a los jugadores</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="453"/>
        <source>Nothing to build: place the new pieces on the grid</source>
        <translation>Nada que construir: coloca las piezas nuevas en la cuadrícula</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="523"/>
        <source>%1, die %2 (Y4): choose 2 food or 1 stone</source>
        <translation>%1, dado %2 (Y4): elige 2 de comida o 1 de piedra</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="524"/>
        <source>%1, die %2 (C2): choose 1 stone or 2 wood</source>
        <translation>%1, dado %2 (C2): elige 1 de piedra o 2 de madera</translation>
    </message>
    <message>
        <location filename="../move_forms.cpp" line="561"/>
        <source>No dice to resolve: enter the final faces each player rolled</source>
        <translation>No hay dados que resolver: escribe las caras finales que sacó cada jugador</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../table_feed.cpp" line="166"/>
        <source>Watching %1</source>
        <translation>Observando %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="194"/>
        <source>Empty table noted at %1: its pattern is not read as dice</source>
        <translation>Mesa vacía anotada a los %1: su dibujo no se lee como dados</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="202"/>
        <source>Dice moving at %1</source>
        <translation>Dados en movimiento en %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="206"/>
        <source>Table cleared at %1</source>
        <translation>Mesa despejada en %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="210"/>
        <source>Roll read at %1: confirm it on its card</source>
        <translation>Tirada leída en %1: confírmala en su tarjeta</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="229"/>
        <source>The source stopped delivering frames (unplugged?) after %1 frames</source>
        <translation>La fuente dejó de enviar imágenes (¿desconectada?) tras %1 fotogramas</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="231"/>
        <source>End of %1 while the dice were moving: the last roll was not read</source>
        <translation>Fin de %1 con los dados en movimiento: la última tirada no se leyó</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="233"/>
        <source>End of %1 (%2 frames)</source>
        <translation>Fin de %1 (%2 fotogramas)</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="237"/>
        <source>Table feed failed: %1</source>
        <translation>Falló la imagen de la mesa: %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="244"/>
        <source>This build has no live table (the live module is not built)</source>
        <translation>Esta compilación no tiene mesa en vivo (el módulo live no está compilado)</translation>
    </message>
</context>
<context>
    <name>RattusScoringPage</name>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="13"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="20"/>
        <source>Peasantry</source>
        <translation>Campesinado</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="20"/>
        <source>Bourgeoisie</source>
        <translation>Burguesía</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="21"/>
        <source>Church</source>
        <translation>Iglesia</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="21"/>
        <source>Chivalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="22"/>
        <source>Magic</source>
        <translation>Magia</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="22"/>
        <source>Royalty</source>
        <translation>Realeza</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="24"/>
        <source>Population cards</source>
        <translation>Cartas de población</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="24"/>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="25"/>
        <source>Swords</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="25"/>
        <source>Flutes</source>
        <translation>Flautas</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="26"/>
        <source>Passes</source>
        <translation>Salvoconductos</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="26"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="99"/>
        <source>Nuns and ties</source>
        <translation>Monjas y empates</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="117"/>
        <source>Influence</source>
        <translation>Influencia</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="129"/>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="141"/>
        <source>Rat tokens</source>
        <translation>Fichas de rata</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="146"/>
        <source>Tokens of %1 rat(s)</source>
        <translation>Fichas de %1 rata(s)</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="155"/>
        <source>VP tokens (e.g. 3 1 1)</source>
        <translation>Fichas de PV (p. ej. 3 1 1)</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="174"/>
        <source>Nun row (nun icons on each of the five cards)</source>
        <translation>Fila de monjas (iconos de monja en cada una de las cinco cartas)</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="186"/>
        <source>Treasury cards were among the buildings (Gold scores)</source>
        <translation>Hubo cartas de Tesorería entre los edificios (el Oro puntúa)</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="192"/>
        <source>Tied influence: who reached the space first ranks higher. Tap a name to move it earlier.</source>
        <translation>Influencia empatada: quien llegó antes a la casilla queda por delante. Toca un nombre para adelantarlo.</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="193"/>
        <source>No tied influence.</source>
        <translation>No hay influencia empatada.</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="204"/>
        <source>%1 at %2:</source>
        <translation>%1 en %2:</translation>
    </message>
    <message>
        <location filename="../qml/RattusScoringPage.qml" line="222"/>
        <source>Score the game</source>
        <translation>Puntuar la partida</translation>
    </message>
</context>
<context>
    <name>RollCard</name>
    <message>
        <location filename="../qml/RollCard.qml" line="26"/>
        <source>Roll at %1</source>
        <translation>Tirada de las %1</translation>
    </message>
    <message>
        <location filename="../qml/RollCard.qml" line="94"/>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <location filename="../qml/RollCard.qml" line="100"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>RowTitles</name>
    <message>
        <location filename="../row_titles.cpp" line="14"/>
        <source>Keep</source>
        <translation>Torreón</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="15"/>
        <source>Longhouse</source>
        <translation>Casa</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="16"/>
        <source>Townhouse</source>
        <translation>Palacete</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="17"/>
        <location filename="../row_titles.cpp" line="52"/>
        <source>Church</source>
        <translation>Iglesia</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="18"/>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="19"/>
        <source>Lumber mill</source>
        <translation>Aserradero</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="20"/>
        <source>Hospital</source>
        <translation>Hospital</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="21"/>
        <source>Monastery</source>
        <translation>Monasterio</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="22"/>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="23"/>
        <source>Guildhall</source>
        <translation>Ayuntamiento</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="24"/>
        <source>University</source>
        <translation>Universidad</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="25"/>
        <source>Cathedral</source>
        <translation>Catedral</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="26"/>
        <source>Market bonus</source>
        <translation>Bonificación de mercado</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="27"/>
        <source>Guildhall bonus</source>
        <translation>Bonificación de ayuntamiento</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="28"/>
        <source>University bonus</source>
        <translation>Bonificación de universidad</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="29"/>
        <source>Cathedral bonus</source>
        <translation>Bonificación de catedral</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="30"/>
        <source>Culture</source>
        <translation>Cultura</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="31"/>
        <source>Most culture</source>
        <translation>Más cultura</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="32"/>
        <source>Largest walled area</source>
        <translation>Mayor área amurallada</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="33"/>
        <source>Subtotal</source>
        <translation>Subtotal</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="34"/>
        <source>Calamity</source>
        <translation>Calamidad</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="35"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="36"/>
        <source>Goods</source>
        <translation>Mercancías</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="37"/>
        <source>Stone</source>
        <translation>Piedra</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="38"/>
        <source>Wood</source>
        <translation>Madera</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="39"/>
        <source>Food</source>
        <translation>Comida</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="41"/>
        <source>Rounds won</source>
        <translation>Rondas ganadas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="42"/>
        <source>Rounds lost</source>
        <translation>Rondas perdidas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="43"/>
        <source>Rounds tied</source>
        <translation>Rondas empatadas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="44"/>
        <source>Damage dealt</source>
        <translation>Daño causado</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="45"/>
        <source>Damage taken</source>
        <translation>Daño recibido</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="47"/>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="48"/>
        <source>Incursions held</source>
        <translation>Incursiones resistidas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="49"/>
        <source>Incursions fallen</source>
        <translation>Incursiones sufridas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="51"/>
        <source>Royalty</source>
        <translation>Realeza</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="53"/>
        <source>Chivalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="54"/>
        <source>Bourgeoisie</source>
        <translation>Burguesía</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="55"/>
        <source>Magic</source>
        <translation>Magia</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="56"/>
        <source>Peasantry</source>
        <translation>Campesinado</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="57"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="58"/>
        <source>Swords</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="59"/>
        <source>Flutes</source>
        <translation>Flautas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="60"/>
        <source>Passes</source>
        <translation>Salvoconductos</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="61"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="62"/>
        <source>Vp tokens</source>
        <translation>Fichas de PV</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="64"/>
        <source>Score before</source>
        <translation>Puntuación anterior</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="65"/>
        <source>Guilds</source>
        <translation>Gremios</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="66"/>
        <source>Landscapes</source>
        <translation>Paisajes</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="67"/>
        <source>Active regions</source>
        <translation>Regiones activas</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="68"/>
        <source>Disloyalty</source>
        <translation>Deslealtad</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="69"/>
        <source>Epic voyage</source>
        <translation>Viaje épico</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="70"/>
        <source>Large empires</source>
        <translation>Grandes imperios</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="71"/>
        <source>Shillings</source>
        <translation>Chelines</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="72"/>
        <source>Charters</source>
        <translation>Cartas de privilegio</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="74"/>
        <source>Roll</source>
        <translation>Lanzar dados</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="75"/>
        <source>Quill</source>
        <translation>Pluma</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="76"/>
        <source>Collect</source>
        <translation>Obtener recursos</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="77"/>
        <source>Feed</source>
        <translation>Alimentar al pueblo</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="78"/>
        <source>Calamities</source>
        <translation>Calamidades</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="79"/>
        <source>Build</source>
        <translation>Construir la ciudad</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="80"/>
        <source>Extort</source>
        <translation>Extorsionar dominios</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="81"/>
        <source>Round end</source>
        <translation>Fin de ronda</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="82"/>
        <source>Turn order</source>
        <translation>Orden de turno</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="83"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="84"/>
        <source>Taxes and maintenance</source>
        <translation>Impuestos y mantenimiento</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="85"/>
        <source>Purchases</source>
        <translation>Compras</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="86"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="87"/>
        <source>Commerce</source>
        <translation>Comercio</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="88"/>
        <source>End of turn</source>
        <translation>Fin del turno</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="89"/>
        <source>Maximus rolls</source>
        <translation>Tiradas de Maximus</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="90"/>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="91"/>
        <source>Season end</source>
        <translation>Fin de la estación</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="92"/>
        <source>Take actions</source>
        <translation>Realizar acciones</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="93"/>
        <source>Nourish pawns</source>
        <translation>Alimentar a los peones</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="94"/>
        <source>Roll progress die</source>
        <translation>Tirar el dado de progreso</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="95"/>
        <source>Advance epoch</source>
        <translation>Avanzar la época</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="96"/>
        <source>End round</source>
        <translation>Fin de la ronda</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="97"/>
        <source>Draw buildings</source>
        <translation>Robar edificios</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="98"/>
        <source>Supplies</source>
        <translation>Suministros</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="99"/>
        <source>Enter buildings</source>
        <translation>Entrar en los edificios</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="100"/>
        <source>Resolve buildings</source>
        <translation>Resolver los edificios</translation>
    </message>
    <message>
        <location filename="../row_titles.cpp" line="101"/>
        <source>End of round</source>
        <translation>Fin de la ronda</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="48"/>
        <source>Session #%1, started %2</source>
        <translation>Partida n.º %1, empezada el %2</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="49"/>
        <source>, finished %1</source>
        <translation>, terminada el %1</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="52"/>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="69"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="81"/>
        <source>No winner</source>
        <translation>Sin ganador</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="81"/>
        <source>Winner: %1</source>
        <translation>Gana: %1</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="83"/>
        <source>No scoring recorded yet.</source>
        <translation>Aún no hay puntuación registrada.</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="85"/>
        <source>Scores so far; the game is not over.</source>
        <translation>Puntuación hasta ahora; la partida no ha terminado.</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="87"/>
        <source>Kept by Scriptorium</source>
        <translation>Llevada por Scriptorium</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="107"/>
        <location filename="../score_sheet_pdf.cpp" line="112"/>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <location filename="../qml/SessionPage.qml" line="13"/>
        <source>%1 — session #%2</source>
        <translation>%1 — partida n.º %2</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="13"/>
        <source>Session</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="62"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="74"/>
        <source>Build</source>
        <translation>Construir</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="80"/>
        <source>Year end</source>
        <translation>Fin de año</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="86"/>
        <source>Epoch scoring</source>
        <translation>Puntuación de época</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="86"/>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="52"/>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="68"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="117"/>
        <source>Tracks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="117"/>
        <source>Battles</source>
        <translation>Batallas</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="143"/>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="151"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="154"/>
        <source>Saved %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="208"/>
        <source>Open in BG Stats</source>
        <translation>Abrir en BG Stats</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="213"/>
        <source>Nothing here opens BG Stats links: copy the link instead</source>
        <translation>Aquí nada abre los enlaces de BG Stats: copia el enlace</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="218"/>
        <source>Copy link</source>
        <translation>Copiar enlace</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="219"/>
        <source>Link copied</source>
        <translation>Enlace copiado</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="234"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="242"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="270"/>
        <source>  (corrected)</source>
        <translation>  (corregido)</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="297"/>
        <source>Save correction</source>
        <translation>Guardar corrección</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="301"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="310"/>
        <source>No rolls or moves yet</source>
        <translation>Todavía no hay tiradas ni jugadas</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="320"/>
        <source>Started %1</source>
        <translation>Empezada el %1</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="10"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="23"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="28"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="29"/>
        <source>Sessions</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="30"/>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="31"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="43"/>
        <source>No sessions yet</source>
        <translation>Todavía no hay partidas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="47"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="50"/>
        <source>No numbered dice recorded yet</source>
        <translation>Aún no hay dados numerados registrados</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="57"/>
        <source>Die set</source>
        <translation>Juego de dados</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="76"/>
        <source>%1: %2 rolled, %3</source>
        <translation>%1: %2 tiradas, %3</translation>
    </message>
</context>
<context>
    <name>scriptorium::app::LiveTable</name>
    <message>
        <location filename="../live_table.cpp" line="53"/>
        <source>Opening %1</source>
        <translation>Abriendo %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="129"/>
        <source>Table photo saved: %1</source>
        <translation>Foto de la mesa guardada: %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="135"/>
        <source>Empty table noted for this game (with --profile it is kept in the table&apos;s profile)</source>
        <translation>Mesa vacía anotada para esta partida (con --profile se guarda en el perfil de la mesa)</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="146"/>
        <source>Empty table kept in profile %1</source>
        <translation>Mesa vacía guardada en el perfil %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="149"/>
        <source>Empty table noted, but not kept in profile %1: %2</source>
        <translation>Mesa vacía anotada, pero no guardada en el perfil %1: %2</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="164"/>
        <source>No %1 dice taught in profile %2: reading pip dice (teach them with `scriptorium dice teach`)</source>
        <translation>Ningún dado de %1 enseñado en el perfil %2: se leen dados de puntos (enséñalos con `scriptorium dice teach`)</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="167"/>
        <source>The taught dice of profile %1 cannot be read: %2; reading pip dice</source>
        <translation>No se pueden leer los dados enseñados del perfil %1: %2; se leen dados de puntos</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="192"/>
        <source>Refused, nothing recorded: %1</source>
        <translation>Rechazado, no se ha registrado nada: %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="197"/>
        <source>Recorded for %1: %2</source>
        <translation>Registrado para %1: %2</translation>
    </message>
</context>
</TS>
