<?php
/**
 * Loads the real WordPress site that bin/test.mjs created for this run (SQLite or MariaDB).
 */
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';
require __DIR__ . '/TestCase.php';
