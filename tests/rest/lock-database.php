<?php
/**
 * Holds the write lock of a SQLite database, as another process writing or backing it up would:
 * php lock-database.php FILE. Prints 'locked' once it holds it and lets go when its input closes.
 */
$pdo = new PDO( 'sqlite:' . $argv[1] );
$pdo->setAttribute( PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION );
$pdo->setAttribute( PDO::ATTR_TIMEOUT, 30 );
$pdo->exec( 'BEGIN IMMEDIATE' );
echo "locked\n";
while ( false !== fgets( STDIN ) ) {
	continue;
}
$pdo->exec( 'ROLLBACK' );
