<?php
namespace Eventin\Exports;

use WP_REST_Response;

/** A REST answer whose body is a file on disk, sent by ExportsController::serve_file() instead of JSON. */
final class FileResponse extends WP_REST_Response {
	/** @var string */
	public $path = '';
}
