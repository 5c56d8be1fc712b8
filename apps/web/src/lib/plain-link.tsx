// A link to another screen of the same area, without React Router's per-link hooks: a <Link>
// resolves its path, watches the location and builds its click handler at every draw, about 0.3 ms
// a link on a phone, and the home page draws ~80 of them (product cards, categories, banners,
// footer) in its first tasks (issue 17, speed). Paths here are absolute (lib/paths.ts), so there is
// nothing to resolve: the href is the hash router's own (`#/pages/...`), and a plain click goes
// through the router's navigate, which each area's shell provides once. Menus keep <NavLink>,
// which marks the current screen.
import { createContext, useContext } from 'react';

/** The router's navigate (useNavigate in the area's shell); without it a click follows the href. */
export const NavigateContext = createContext<((to: string) => void) | null>(null);

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export function PlainLink({ to, onClick, ...rest }: AnchorProps & { to: string }) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={`#${to}`}
      onClick={(event) => {
        onClick?.(event);
        // a new tab, a download or a modified click is the browser's, as with <Link>
        const own =
          event.button === 0 && !rest.target && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
        if (!navigate || event.defaultPrevented || !own) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
