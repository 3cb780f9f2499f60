<?php
/**
 * Loads the real WordPress site that bin/test.mjs created for this run (SQLite or MariaDB).
 */

// PHPUnit includes this file inside a function: WordPress files that set a global without
// declaring it (shortcodes.php's $shortcode_tags) would set a local of that function.
global $shortcode_tags;
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';
require __DIR__ . '/TestCase.php';
