<?php
namespace Eventin\Exports;

use ZipArchive;

/**
 * A one-sheet XLSX written across many requests. Not a spreadsheet library: those build the
 * workbook in memory within one request, while an export of a million attendees runs in batches,
 * each a separate PHP request. So each batch appends its rows' XML to the sheet's file on disk,
 * and the last step wraps that file with the few other parts a workbook needs in a zip
 * (ZipArchive reads it from disk as it compresses). Cells are inline strings (no shared string
 * table to keep in memory) or numbers; dates are numbers (days since 1899-12-30, the time as the
 * fraction) with a date format, so spreadsheets sort and filter them as dates.
 */
final class XlsxFile {
	public const MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

	private const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
	private const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
	private const DOCS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

	/** Style ids of xl/styles.xml: 1 bold (the header), 2 two decimals (prices), 3 date and time. */
	private const BOLD     = 1;
	private const DECIMAL  = 2;
	private const DATETIME = 3;

	/** A 'datetime' cell as the rows give it, the wall clock of the zone its header names. */
	private const DATETIME_TEXT = '/^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/';

	/**
	 * Starts the sheet's XML: the header row, frozen, in bold.
	 *
	 * @param resource $handle
	 * @param string[] $types  The columns' types (Rows::types()).
	 */
	public static function start( $handle, array $header, array $types ): void {
		$xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' . "\n"
			. '<worksheet xmlns="' . self::MAIN . '"><sheetViews><sheetView workbookViewId="0">'
			. '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
			. '<sheetFormatPr defaultRowHeight="15"/>' . self::date_columns( $types )
			. '<sheetData>'
			. self::row( $header, 1, array_fill( 0, count( $header ), 'text' ), self::BOLD );
		fwrite( $handle, $xml );
	}

	/**
	 * Appends rows to the sheet.
	 *
	 * @param resource $handle
	 * @param array[]  $rows
	 * @param int      $first_row The sheet row number of the first (the header is 1).
	 * @param string[] $types     The columns' types (Rows::types()).
	 */
	public static function write( $handle, array $rows, int $first_row, array $types ): void {
		$xml = '';
		foreach ( $rows as $index => $row ) {
			$xml .= self::row( $row, $first_row + $index, $types, 0 );
		}
		fwrite( $handle, $xml );
	}

	/** Closes the sheet and zips the workbook into $target. */
	public static function finish( string $part, string $target, string $sheet_name = 'Attendees' ): bool {
		if ( false === file_put_contents( $part, '</sheetData></worksheet>', FILE_APPEND ) ) {
			return false;
		}
		$xml  = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' . "\n";
		$tmp  = $target . '.tmp';
		$zip  = new ZipArchive();
		$done = true === $zip->open( $tmp, ZipArchive::CREATE | ZipArchive::OVERWRITE );
		if ( ! $done ) {
			return false;
		}
		$parts = array(
			'[Content_Types].xml'        => '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
				. '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
				. '<Default Extension="xml" ContentType="application/xml"/>'
				. '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
				. '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
				. '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
				. '</Types>',
			'_rels/.rels'                => '<Relationships xmlns="' . self::RELS . '">'
				. '<Relationship Id="rId1" Type="' . self::DOCS . '/officeDocument" Target="xl/workbook.xml"/></Relationships>',
			'xl/workbook.xml'            => '<workbook xmlns="' . self::MAIN . '" xmlns:r="' . self::DOCS . '"><sheets>'
				. '<sheet name="' . self::escape( self::sheet_name( $sheet_name ) ) . '" sheetId="1" r:id="rId1"/></sheets></workbook>',
			'xl/_rels/workbook.xml.rels' => '<Relationships xmlns="' . self::RELS . '">'
				. '<Relationship Id="rId1" Type="' . self::DOCS . '/worksheet" Target="worksheets/sheet1.xml"/>'
				. '<Relationship Id="rId2" Type="' . self::DOCS . '/styles" Target="styles.xml"/></Relationships>',
			'xl/styles.xml'              => '<styleSheet xmlns="' . self::MAIN . '">'
				. '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\-mm\-dd hh:mm"/></numFmts>'
				. '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>'
				. '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
				. '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
				. '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
				. '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'
				. '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
				. '<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
				. '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>'
				. '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
		);
		foreach ( $parts as $name => $content ) {
			$done = $done && $zip->addFromString( $name, $xml . $content );
		}
		// The sheet of a million attendees is about 900 MB of XML: the fastest deflate level zips
		// it in a fraction of the default's time, for a file a little larger.
		$done = $done && $zip->addFile( $part, 'xl/worksheets/sheet1.xml' ) && $zip->setCompressionName( 'xl/worksheets/sheet1.xml', ZipArchive::CM_DEFLATE, 1 );
		$done = $zip->close() && $done;
		if ( ! $done || ! rename( $tmp, $target ) ) {
			return false;
		}
		wp_delete_file( $part );
		return true;
	}

	/**
	 * One <row>: numbers as numbers, dates as date cells, text as inline strings, empty cells left out.
	 *
	 * @param array    $cells
	 * @param string[] $types 'number', 'decimal', 'datetime' or 'text' per cell.
	 */
	private static function row( array $cells, int $number, array $types, int $style ): string {
		$xml = '<row r="' . $number . '">';
		foreach ( array_values( $cells ) as $index => $value ) {
			$value = (string) $value;
			if ( '' === $value ) {
				continue;
			}
			$ref  = self::column( $index ) . $number;
			$type = $types[ $index ] ?? 'text';
			if ( 'datetime' === $type && preg_match( self::DATETIME_TEXT, $value, $parts ) ) {
				$xml .= '<c r="' . $ref . '" s="' . self::DATETIME . '"><v>' . self::serial( $parts ) . '</v></c>';
				continue;
			}
			if ( 'text' !== $type && is_numeric( $value ) ) {
				$xml .= '<c r="' . $ref . '"' . ( 'decimal' === $type ? ' s="' . self::DECIMAL . '"' : '' ) . '><v>' . $value . '</v></c>';
				continue;
			}
			$space = trim( $value ) !== $value ? ' xml:space="preserve"' : '';
			$xml  .= '<c r="' . $ref . '" t="inlineStr"' . ( $style ? ' s="' . $style . '"' : '' ) . '><is><t' . $space . '>' . self::escape( $value ) . '</t></is></c>';
		}
		return $xml . '</row>';
	}

	/**
	 * A date and time as a spreadsheet's serial number: days since 1899-12-30, the time of day as
	 * the fraction ('2026-11-25 14:30' → 46351.6041666667).
	 *
	 * @param string[] $parts Year, month, day, hour, minute (from index 1).
	 */
	private static function serial( array $parts ): string {
		$days    = intdiv( gmmktime( 0, 0, 0, (int) $parts[2], (int) $parts[3], (int) $parts[1] ), 86400 ) + 25569;
		$minutes = (int) $parts[4] * 60 + (int) $parts[5];
		return rtrim( rtrim( sprintf( '%.10F', $days + $minutes / 1440 ), '0' ), '.' );
	}

	/** Widths for the date columns, which would otherwise show '#####'. */
	private static function date_columns( array $types ): string {
		$cols = '';
		foreach ( array_keys( $types, 'datetime', true ) as $index ) {
			$cols .= '<col min="' . ( $index + 1 ) . '" max="' . ( $index + 1 ) . '" width="24" customWidth="1"/>';
		}
		return '' === $cols ? '' : '<cols>' . $cols . '</cols>';
	}

	/** 0 → A, 25 → Z, 26 → AA. */
	private static function column( int $index ): string {
		$name = '';
		for ( $index++; $index > 0; $index = intdiv( $index - 1, 26 ) ) {
			$name = chr( 65 + ( $index - 1 ) % 26 ) . $name;
		}
		return $name;
	}

	/** Text as XML 1.0 holds it: escaped, without the control characters it forbids, valid UTF-8. */
	private static function escape( string $value ): string {
		$value = preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F]/', '', $value );
		return htmlspecialchars( $value, ENT_XML1 | ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	}

	/** Sheet names are at most 31 characters, without : \ / ? * [ ]. */
	private static function sheet_name( string $name ): string {
		$name = trim( str_replace( array( ':', '\\', '/', '?', '*', '[', ']' ), ' ', $name ) );
		return '' === $name ? 'Sheet1' : mb_substr( $name, 0, 31 );
	}
}
