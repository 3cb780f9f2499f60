export type ExportFormat = 'csv' | 'xlsx';

/** A list's filter as its exports route takes it; empty values are left out. */
export type ExportQuery = Record< string, string | number | undefined | null >;

/** An export as `<list>/exports` answers it. */
export interface ExportJob {
	id: string;
	status: 'running' | 'done' | 'failed';
	/** Rows written so far. */
	done: number;
	/** Rows the filter picked. */
	total: number;
	format: ExportFormat;
	/** When done: the file, for the one who started the export. */
	download_url?: string;
}
