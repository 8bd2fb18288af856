'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { NAV_LINKS, headerVisibleOn } from './navigation'

const HIDE_AFTER_PX = 100

/**
 * The sticky header: hides while scrolling down past 100px, returns when scrolling up or
 * near the top. On small screens the links fold into a menu behind a toggle button.
 */
export function SiteHeader({ productName, signInUrl }: { productName: string; signInUrl: string }) {
  const pathname = usePathname()
  const [hidden, setHidden] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const lastScrollY = useRef(0)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY
      const goingDown = y > lastScrollY.current
      setHidden(goingDown && y > HIDE_AFTER_PX)
      lastScrollY.current = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // Close the menu after navigating.
  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  if (!headerVisibleOn(pathname)) return null

  return (
    <header
      data-hidden={hidden && !menuOpen ? 'true' : 'false'}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 data-[hidden=true]:-translate-y-full"
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
          {productName}
        </Link>
        <ul className="hidden items-center gap-1 md:flex" role="list">
          <NavLinkItems
            pathname={pathname}
            linkClassName="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink aria-[current=page]:text-brand-700"
          />
        </ul>
        <div className="flex items-center gap-2">
          <a
            href={signInUrl}
            className="hidden min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 md:inline-flex"
          >
            Sign in
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </nav>
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <ul className="space-y-1 px-4 py-3" role="list">
          <NavLinkItems
            pathname={pathname}
            linkClassName="block rounded-md px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-700"
          />
          <li>
            <a
              href={signInUrl}
              className="mt-2 block rounded-lg bg-brand-600 px-3 py-3 text-center font-semibold text-white"
            >
              Sign in
            </a>
          </li>
        </ul>
      </div>
    </header>
  )
}

const isCurrentPage = (pathname: string, href: string) =>
  href === '/' ? pathname === '/' || pathname === '/home' : pathname.startsWith(href)

/** The main links as list items, shared by the desktop bar and the mobile menu; the current page is marked. */
function NavLinkItems({ pathname, linkClassName }: { pathname: string; linkClassName: string }) {
  return NAV_LINKS.map((link) => (
    <li key={link.href}>
      <Link
        href={link.href}
        aria-current={isCurrentPage(pathname, link.href) ? 'page' : undefined}
        className={linkClassName}
      >
        {link.label}
      </Link>
    </li>
  ))
}
