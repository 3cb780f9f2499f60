<?php
namespace Eventin\Exports;

/**
 * What an export writes: its columns, and the rows a filter picks, a batch at a time by keyset
 * (ids above the last one written, up to the highest id counted at the start). The attendee list
 * and the RSVP report each have one; Export runs them alike.
 */
interface Rows {
	/** The source's name in the job and in routes: 'attendees', 'rsvp'. */
	public static function name(): string;

	/** @return string[] The header row. */
	public static function header(): array;

	/** @return string[] Per column, for XLSX: 'number', 'decimal', 'datetime' ('Y-m-d H:i') or 'text'. */
	public static function types(): array;

	/**
	 * How many rows the filters pick, and the highest id among them.
	 *
	 * @return array{0: int, 1: int}
	 */
	public static function count( array $filters ): array;

	/**
	 * The next batch after the id $after, up to the id $until.
	 *
	 * @return array{0: array[], 1: int} The rows (cells as the header says) and the last id read.
	 */
	public static function batch( array $filters, int $after, int $until, int $limit ): array;

	/** The XLSX sheet's name, and the download's name before '-<event slug>-<date>'. */
	public static function title(): string;

	public static function file_prefix(): string;

	/** The batch job's name in the Background jobs panel: 'Attendee export %1$s: the attendees after #%2$d'. */
	public static function batch_label( string $id, int $after ): string;
}
