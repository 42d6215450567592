<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AppController</name>
    <message>
        <location filename="../app_controller.cpp" line="38"/>
        <source>Icon dice, domain grid, walled areas, calamities, score sheet</source>
        <translation>Dados de iconos, cuadrícula del dominio, áreas amuralladas, calamidades, hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="40"/>
        <source>Battles with d4/d6/d8, combat math and exact odds</source>
        <translation>Batallas con d4/d6/d8, cálculo del combate y probabilidades exactas</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="42"/>
        <source>Coloured dice, city tiles, infrastructure scarcity, incursions</source>
        <translation>Dados de colores, losetas de ciudad, escasez de infraestructuras, incursiones</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="43"/>
        <source>Combat and epoch scoring</source>
        <translation>Combate y puntuación de épocas</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="44"/>
        <source>Influence majorities, rats and the plague check</source>
        <translation>Mayorías de influencia, ratas y la comprobación de la peste</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="20"/>
        <source>dice: %1</source>
        <translation>dados: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="23"/>
        <source>table photo: %1</source>
        <translation>foto de la mesa: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="27"/>
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
        <location filename="../session_views.cpp" line="85"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="108"/>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="115"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="122"/>
        <source>Game over: no winner</source>
        <translation>Partida terminada: sin ganador</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="123"/>
        <source>Game over, winner: %1</source>
        <translation>Partida terminada, gana: %1</translation>
    </message>
    <message>
        <location filename="../session_views.cpp" line="125"/>
        <source>The sheet fills in when the game&apos;s scoring is recorded</source>
        <translation>La hoja se rellena al registrar la puntuación de la partida</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="122"/>
        <location filename="../app_controller.cpp" line="178"/>
        <location filename="../app_controller.cpp" line="216"/>
        <location filename="../app_controller.cpp" line="289"/>
        <location filename="../app_controller.cpp" line="362"/>
        <source>No session %1</source>
        <translation>No existe la partida %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="156"/>
        <source>Nothing to undo</source>
        <translation>No hay nada que deshacer</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="171"/>
        <location filename="../app_controller.cpp" line="358"/>
        <location filename="../app_controller.cpp" line="428"/>
        <source>No session is open</source>
        <translation>No hay ninguna partida abierta</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="183"/>
        <source>&quot;%1&quot; does not play in session %2</source>
        <translation>«%1» no juega en la partida %2</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="250"/>
        <source>Event %1 is not a standing roll of this session</source>
        <translation>El evento %1 no es una tirada vigente de esta partida</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="270"/>
        <source>Correction refused, nothing recorded: %1</source>
        <translation>Corrección rechazada, no se ha registrado nada: %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="308"/>
        <source>No picture of the table yet</source>
        <translation>Aún no hay imagen de la mesa</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="319"/>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="366"/>
        <source>%1 has not rolled a d4, d6 and d8 yet</source>
        <translation>%1 aún no ha tirado un d4, un d6 y un d8</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="371"/>
        <source>Refused, nothing recorded: %1</source>
        <translation>Rechazado, no se ha registrado nada: %1</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="411"/>
        <source>unlikely to be fair (p = %1)</source>
        <translation>probablemente no es equilibrado (p = %1)</translation>
    </message>
    <message>
        <location filename="../app_controller.cpp" line="412"/>
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
        <location filename="../qml/BattlePage.qml" line="41"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="43"/>
        <source>Turn order position</source>
        <translation>Posición en el orden de turno</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="45"/>
        <source>Light infantry</source>
        <translation>Infantería ligera</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="47"/>
        <source>Heavy infantry</source>
        <translation>Infantería pesada</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="49"/>
        <source>Cavalry</source>
        <translation>Caballería</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="63"/>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="67"/>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="75"/>
        <source>One round: attacker %1, tie %2, defender %3. Whole battle: attacker %4, defender %5 (%6 rounds on average).</source>
        <translation>Una ronda: atacante %1, empate %2, defensor %3. Batalla entera: atacante %4, defensor %5 (%6 rondas de media).</translation>
    </message>
    <message>
        <location filename="../qml/BattlePage.qml" line="87"/>
        <source>Resolve the round with the last rolls</source>
        <translation>Resolver la ronda con las últimas tiradas</translation>
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
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <location filename="../qml/LiveTablePane.qml" line="85"/>
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
    <name>QObject</name>
    <message>
        <location filename="../table_feed.cpp" line="146"/>
        <source>Watching %1</source>
        <translation>Observando %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="171"/>
        <source>Dice moving at %1</source>
        <translation>Dados en movimiento en %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="175"/>
        <source>Table cleared at %1</source>
        <translation>Mesa despejada en %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="179"/>
        <source>Roll read at %1: confirm it on its card</source>
        <translation>Tirada leída en %1: confírmala en su tarjeta</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="199"/>
        <source>The source stopped delivering frames (unplugged?) after %1 frames</source>
        <translation>La fuente dejó de enviar imágenes (¿desconectada?) tras %1 fotogramas</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="201"/>
        <source>End of %1 while the dice were moving: the last roll was not read</source>
        <translation>Fin de %1 con los dados en movimiento: la última tirada no se leyó</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="203"/>
        <source>End of %1 (%2 frames)</source>
        <translation>Fin de %1 (%2 fotogramas)</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="207"/>
        <source>Table feed failed: %1</source>
        <translation>Falló la imagen de la mesa: %1</translation>
    </message>
    <message>
        <location filename="../table_feed.cpp" line="214"/>
        <source>This build has no live table (the live module is not built)</source>
        <translation>Esta compilación no tiene mesa en vivo (el módulo live no está compilado)</translation>
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
    <name>ScoreSheet</name>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="47"/>
        <source>Session #%1, started %2</source>
        <translation>Partida n.º %1, empezada el %2</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="48"/>
        <source>, finished %1</source>
        <translation>, terminada el %1</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="51"/>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="68"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="80"/>
        <source>No winner</source>
        <translation>Sin ganador</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="80"/>
        <source>Winner: %1</source>
        <translation>Gana: %1</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="82"/>
        <source>No scoring recorded yet.</source>
        <translation>Aún no hay puntuación registrada.</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="84"/>
        <source>Scores so far; the game is not over.</source>
        <translation>Puntuación hasta ahora; la partida no ha terminado.</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="86"/>
        <source>Kept by Scriptorium</source>
        <translation>Llevada por Scriptorium</translation>
    </message>
    <message>
        <location filename="../score_sheet_pdf.cpp" line="106"/>
        <location filename="../score_sheet_pdf.cpp" line="111"/>
        <source>cannot write %1</source>
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <location filename="../qml/SessionPage.qml" line="9"/>
        <source>%1 — session #%2</source>
        <translation>%1 — partida n.º %2</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="9"/>
        <source>Session</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="48"/>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="54"/>
        <source>Next step</source>
        <translation>Siguiente paso</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="83"/>
        <source>Tracks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="109"/>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="117"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="120"/>
        <source>Saved %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="171"/>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="179"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="207"/>
        <source>  (corrected)</source>
        <translation>  (corregido)</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="234"/>
        <source>Save correction</source>
        <translation>Guardar corrección</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="238"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="247"/>
        <source>No rolls or moves yet</source>
        <translation>Todavía no hay tiradas ni jugadas</translation>
    </message>
    <message>
        <location filename="../qml/SessionPage.qml" line="257"/>
        <source>Started %1</source>
        <translation>Empezada el %1</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="9"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="22"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="27"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="28"/>
        <source>Sessions</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="29"/>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="30"/>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="42"/>
        <source>No sessions yet</source>
        <translation>Todavía no hay partidas</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="46"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="49"/>
        <source>No numbered dice recorded yet</source>
        <translation>Aún no hay dados numerados registrados</translation>
    </message>
    <message>
        <location filename="../qml/StatisticsPage.qml" line="60"/>
        <source>%1: %2 rolled, %3</source>
        <translation>%1: %2 tiradas, %3</translation>
    </message>
</context>
<context>
    <name>scriptorium::app::LiveTable</name>
    <message>
        <location filename="../live_table.cpp" line="43"/>
        <source>Opening %1</source>
        <translation>Abriendo %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="119"/>
        <source>Table photo saved: %1</source>
        <translation>Foto de la mesa guardada: %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="142"/>
        <source>Refused, nothing recorded: %1</source>
        <translation>Rechazado, no se ha registrado nada: %1</translation>
    </message>
    <message>
        <location filename="../live_table.cpp" line="147"/>
        <source>Recorded for %1: %2</source>
        <translation>Registrado para %1: %2</translation>
    </message>
</context>
</TS>
