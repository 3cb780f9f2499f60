<?php
// A classic theme's footer (TicketPageTest).
?>
<footer class="site-footer">Classic footer</footer>
<?php wp_footer(); ?>
</body>
</html>
