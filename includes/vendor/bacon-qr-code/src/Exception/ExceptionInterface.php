<?php
declare(strict_types = 1);

namespace Eventin\Vendor\BaconQrCode\Exception;

use Throwable;

interface ExceptionInterface extends Throwable
{
}
