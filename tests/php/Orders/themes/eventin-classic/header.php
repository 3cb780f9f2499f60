<?php
// A classic theme's header (TicketPageTest).
?><!doctype html>
<html <?php language_attributes(); ?>>
<head><?php wp_head(); ?></head>
<body <?php body_class(); ?>>
<header class="site-header"><p class="site-title"><?php bloginfo( 'name' ); ?></p></header>
