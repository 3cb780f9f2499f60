<?php
/**
 * The page every Eventin e-mail is sent in: the site's logo or name in its brand colour, the heading,
 * the body, and the site's name as the signature.
 *
 * Override it in your theme as eventin/emails/layout.php.
 *
 * @var string $subject   The subject line.
 * @var string $heading   The heading ('' for none).
 * @var string $body      The mail's own HTML, escaped already.
 * @var string $site_name
 * @var string $site_url
 * @var string $logo_url  '' without a logo.
 * @var string $colour    The brand colour, #rrggbb.
 */

defined( 'ABSPATH' ) || exit;
?>
<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><?php echo esc_html( $subject ); ?></title></head>
<body style="margin:0;padding:0;background:#f6f7f7">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1e1e1e">
<div style="background:#ffffff;border-top:4px solid <?php echo esc_attr( $colour ); ?>;padding:24px">
<p style="margin:0 0 16px"><a href="<?php echo esc_url( $site_url ); ?>" style="color:<?php echo esc_attr( $colour ); ?>;font-size:20px;font-weight:600;text-decoration:none"><?php if ( '' !== $logo_url ) : ?><img src="<?php echo esc_url( $logo_url ); ?>" alt="<?php echo esc_attr( $site_name ); ?>" style="max-height:64px;max-width:240px;border:0"><?php else : ?><?php echo esc_html( $site_name ); ?><?php endif; ?></a></p>
<?php if ( '' !== $heading ) : ?><h1 style="font-size:22px;margin:0 0 16px;color:<?php echo esc_attr( $colour ); ?>"><?php echo esc_html( $heading ); ?></h1><?php endif; ?>
<?php echo $body; // phpcs:ignore Eventin.Security.EscapedOutput -- the mail's body, a template Mailer::template() rendered, which escapes what it prints. ?>
<p>— <?php echo esc_html( $site_name ); ?></p>
</div>
</div>
</body></html>
