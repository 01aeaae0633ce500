import type { ReactNode } from 'react'

interface PageHeaderProps {
  title: string
  intro?: string
  children?: ReactNode
}

export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {intro ? <p className="page-header__intro">{intro}</p> : null}
      {children}
    </header>
  )
}

/** The honest state of a list with nothing in it yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p>{children}</p>
    </div>
  )
}
