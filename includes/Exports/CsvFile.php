<?php
namespace Eventin\Exports;

/**
 * CSV as spreadsheets open it: UTF-8 with a byte order mark, comma separated, lines ending in
 * CRLF, fields as RFC 4180 says (doubled quotes, no backslash escapes). Every cell but a number is
 * quoted and guarded against formulas (Cells::text()), so a spreadsheet that splits on another
 * separator (`;` in much of Europe) still reads `x;=1+1` as one cell, never a formula.
 */
final class CsvFile {
	public const MIME = 'text/csv; charset=utf-8';

	/**
	 * Starts the file: the byte order mark and the header.
	 *
	 * @param resource $handle
	 * @param string[] $types  Unused: the header is text.
	 */
	public static function start( $handle, array $header, array $types = array() ): void {
		unset( $types );
		fwrite( $handle, "\xEF\xBB\xBF" );
		self::write( $handle, array( $header ), 1 );
	}

	/**
	 * Appends rows.
	 *
	 * @param resource $handle
	 * @param array[]  $rows
	 * @param int      $first_row Unused: CSV lines carry no numbers.
	 * @param string[] $types     Per column (Rows::types()): 'number' and 'decimal' cells are written as they are.
	 */
	public static function write( $handle, array $rows, int $first_row, array $types = array() ): void {
		unset( $first_row );
		$lines = '';
		foreach ( $rows as $row ) {
			$cells = array();
			foreach ( array_values( $row ) as $index => $value ) {
				$cells[] = self::cell( $value, $types[ $index ] ?? 'text' );
			}
			$lines .= implode( ',', $cells ) . "\r\n";
		}
		fwrite( $handle, $lines );
	}

	/** The rows written are the file. */
	public static function finish( string $part, string $target ): bool {
		return rename( $part, $target );
	}

	/**
	 * A number of a number column as it is; anything else quoted, guarded.
	 *
	 * @param mixed $value
	 */
	private static function cell( $value, string $type ): string {
		if ( in_array( $type, array( 'number', 'decimal' ), true ) && is_numeric( $value ) ) {
			return (string) $value;
		}
		return '"' . str_replace( '"', '""', Cells::text( $value ) ) . '"';
	}
}
