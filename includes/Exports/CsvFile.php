<?php
namespace Eventin\Exports;

/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark, comma separated, fields quoted as
 * RFC 4180 says (doubled quotes, no backslash escapes), lines ending in CRLF.
 */
final class CsvFile {
	public const MIME = 'text/csv; charset=utf-8';

	/**
	 * Starts the file: the byte order mark and the header.
	 *
	 * @param resource $handle
	 * @param string[] $types  Unused: CSV cells are text.
	 */
	public static function start( $handle, array $header, array $types = array() ): void {
		unset( $types );
		fwrite( $handle, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		self::write( $handle, array( $header ), 1 );
	}

	/**
	 * Appends rows.
	 *
	 * @param resource $handle
	 * @param array[]  $rows
	 * @param int      $first_row Unused: CSV lines carry no numbers.
	 * @param string[] $types     Unused: CSV cells are text.
	 */
	public static function write( $handle, array $rows, int $first_row, array $types = array() ): void {
		unset( $first_row, $types );
		foreach ( $rows as $row ) {
			fputcsv( $handle, $row, ',', '"', '', "\r\n" );
		}
	}

	/** The rows written are the file. */
	public static function finish( string $part, string $target ): bool {
		return rename( $part, $target ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}
}
