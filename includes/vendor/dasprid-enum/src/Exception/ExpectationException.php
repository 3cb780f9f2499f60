<?php
declare(strict_types = 1);

namespace Eventin\Vendor\DASPRiD\Enum\Exception;

use Exception;

final class ExpectationException extends Exception implements ExceptionInterface
{
}
