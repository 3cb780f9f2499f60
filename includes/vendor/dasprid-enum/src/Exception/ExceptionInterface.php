<?php
declare(strict_types = 1);

namespace Eventin\Vendor\DASPRiD\Enum\Exception;

use Throwable;

interface ExceptionInterface extends Throwable
{
}
