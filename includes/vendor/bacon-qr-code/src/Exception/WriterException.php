<?php
declare(strict_types = 1);

namespace Eventin\Vendor\BaconQrCode\Exception;

final class WriterException extends \RuntimeException implements ExceptionInterface
{
}
