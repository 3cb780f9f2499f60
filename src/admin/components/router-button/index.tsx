/**
 * A @wordpress/components Button that is a real link to an app route:
 * it navigates inside the app, and opens in a new tab with modifier keys.
 */
import { Button } from "@wordpress/components";
import type { MouseEvent, ReactNode } from "react";
import { useHref, useLinkClickHandler } from "react-router-dom";

export default function RouterButton({
  to,
  variant,
  size = "default",
  children,
}: {
  to: string;
  variant: "primary" | "secondary" | "tertiary";
  size?: "default" | "compact";
  children: ReactNode;
}) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      variant={variant}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => handleClick(event)}
      size={size}
      __next40pxDefaultSize
    >
      {children}
    </Button>
  );
}
