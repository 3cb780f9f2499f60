<?php
declare(strict_types = 1);

namespace Eventin\Vendor\BaconQrCode\Exception;

final class RuntimeException extends \RuntimeException implements ExceptionInterface
{
}
