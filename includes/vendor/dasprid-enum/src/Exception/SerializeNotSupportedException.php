<?php
declare(strict_types = 1);

namespace Eventin\Vendor\DASPRiD\Enum\Exception;

use Exception;

final class SerializeNotSupportedException extends Exception implements ExceptionInterface
{
}
