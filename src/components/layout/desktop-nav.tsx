import Link from 'next/link'
import type { NavMenu } from '@/config/nav'
import { ContentIcon } from '@/components/sections/content-icon'
import { DisclosureMenuBar } from './disclosure-menu-bar'

// The panels are rendered here, on the server, and handed to the small client menu bar: their
// links are in every page's HTML (hidden until opened), so crawlers reach every page the menus
// name, and no menu data or icon code is shipped as JavaScript.
//
// Menu links do not prefetch: opening one panel would otherwise fetch a dozen pages at once.
function MenuPanel({ menu }: { menu: NavMenu }) {
  if (menu.kind === 'links') {
    return (
      <ul className="grid w-[28rem] gap-1 p-3">
        {menu.links.map((link) => (
          <li key={link.href}>
            <Link
              prefetch={false}
              href={link.href}
              className="block rounded-control px-3 py-2.5 hover:bg-muted focus-visible:bg-muted"
            >
              <span className="block text-sm font-semibold text-navy-900">{link.label}</span>
              {link.description ? (
                <span className="mt-0.5 block text-sm text-muted-foreground">
                  {link.description}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-border pt-2">
          <Link
            prefetch={false}
            href={menu.overview.href}
            className="block rounded-control px-3 py-2 text-sm font-semibold text-teal-700 hover:bg-muted"
          >
            {menu.overview.label}
          </Link>
        </li>
      </ul>
    )
  }

  return (
    <div className="w-[min(64rem,calc(100vw-2rem))] p-5">
      <ul className="grid grid-cols-3 gap-x-6 gap-y-5 xl:grid-cols-4">
        {menu.groups.map((group) => (
          <li key={group.href}>
            <Link
              prefetch={false}
              href={group.href}
              className="flex items-center gap-2 rounded-control px-2 py-1.5 text-sm font-semibold text-navy-900 hover:bg-muted"
            >
              <ContentIcon name={group.icon} className="size-4 text-teal-700" />
              {group.label}
            </Link>
            <ul className="mt-1 space-y-1 pl-8 text-sm text-muted-foreground">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Link
        prefetch={false}
        href={menu.overview.href}
        className="mt-5 inline-block rounded-control px-2 py-1.5 text-sm font-semibold text-teal-700 hover:bg-muted"
      >
        {menu.overview.label}
      </Link>
    </div>
  )
}

/** The header's dropdown menus on wide screens. */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <DisclosureMenuBar
        menus={menus.map((menu) => ({
          id: menu.id,
          label: menu.label,
          panel: <MenuPanel menu={menu} />,
        }))}
        // Centred under the fixed header rather than under the trigger, so wide panels fit.
        panelClassName="fixed top-[4.5rem] left-1/2 -translate-x-1/2"
      />
    </nav>
  )
}
