import type { UserDto } from '@envios/contracts';
import { IconChevronDown, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Paths } from '@/config/paths';
import { getJson } from '@/shared/api/public-api';
import { fullName } from '@/shared/lib/full-name';
import { endSession } from '@/shared/lib/session';
import m from './public-account-menu.module.css';

/** The signed-in user's record (GET /users/{id}); a 401 means the session ended on the server. */
function useUser(userId: string | null, token: string | null): UserDto | undefined {
  const [user, setUser] = useState<UserDto>();
  useEffect(() => {
    if (!userId || !token) return;
    let mounted = true;
    void getJson<UserDto>(`/users/${encodeURIComponent(userId)}`, token).then((result) => {
      if (!mounted) return;
      if (result.data) setUser(result.data);
      else if (result.error.status === 401) endSession();
    });
    return () => {
      mounted = false;
    };
  }, [userId, token]);
  return user;
}

/**
 * A signed-in user's full name in the public navbar, opening 'Ir a mi panel' and 'Cerrar sesión'
 * (the menu button pattern of WAI-ARIA: arrow keys move, Escape closes and returns focus).
 */
export function PublicAccountMenu({ userId, token }: { userId: string | null; token: string | null }) {
  const navigate = useNavigate();
  const user = useUser(userId, token);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // A failed fetch is silent: the menu falls back to a generic label.
  const name = fullName(user) ?? 'Mi cuenta';

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const logout = () => {
    endSession();
    navigate(Paths.signin, { replace: true });
  };

  return (
    <div className={m.wrap}>
      <button
        ref={button}
        type="button"
        className={m.trigger}
        data-testid="public-user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className={m.avatar} aria-hidden>
          {name
            .split(' ')
            .slice(0, 2)
            .map((word) => word[0])
            .join('')
            .toUpperCase()}
        </span>
        <span className={m.name}>{name}</span>
        <IconChevronDown size={14} aria-hidden />
      </button>
      {open && (
        <div ref={menu} id={menuId} role="menu" aria-label={name} className={m.menu} onKeyDown={onMenuKey}>
          <Link
            to={Paths.dashboard}
            role="menuitem"
            tabIndex={-1}
            className={m.item}
            onClick={() => setOpen(false)}
          >
            <IconLayoutDashboard size={16} aria-hidden />
            Ir a mi panel
          </Link>
          <hr className={m.divider} />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${m.item} ${m.danger}`}
            onClick={logout}
          >
            <IconLogout size={16} aria-hidden />
            Cerrar sesión
          </button>
        </div>
      )}
    </div>
  );
}
