<?php
declare(strict_types = 1);

namespace Eventin\Vendor\BaconQrCode\Renderer;

use Eventin\Vendor\BaconQrCode\Encoder\QrCode;

interface RendererInterface
{
    public function render(QrCode $qrCode) : string;
}
