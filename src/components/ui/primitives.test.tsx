import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Badge } from './badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogClose,
  DialogTitle,
  DialogTrigger,
} from './dialog'
import { Input } from './input'
import { Label } from './label'
import { Popover, PopoverContent, PopoverTrigger } from './popover'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'
import { Textarea } from './textarea'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip'

function TestDialog({ hideCloseButton }: { hideCloseButton?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger>Open dialog</DialogTrigger>
      <DialogContent hideCloseButton={hideCloseButton}>
        <DialogHeader>
          <DialogTitle>Dialog title</DialogTitle>
          <DialogDescription>Dialog description</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose>Done</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens from its trigger as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup()
    render(<TestDialog />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Open dialog' }))

    const dialog = screen.getByRole('dialog', { name: 'Dialog title' })
    expect(dialog).toHaveAccessibleDescription('Dialog description')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup()
    render(<TestDialog />)
    const trigger = screen.getByRole('button', { name: 'Open dialog' })
    await user.click(trigger)
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes from the corner button named Close', async () => {
    const user = userEvent.setup()
    render(<TestDialog />)
    const trigger = screen.getByRole('button', { name: 'Open dialog' })
    await user.click(trigger)

    await user.click(screen.getByRole('button', { name: 'Close' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('leaves out the corner button when asked, keeping its own close control', async () => {
    const user = userEvent.setup()
    render(<TestDialog hideCloseButton />)
    await user.click(screen.getByRole('button', { name: 'Open dialog' }))

    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

function TestSheet({ side }: { side?: 'left' | 'right' }) {
  return (
    <Sheet>
      <SheetTrigger>Open menu</SheetTrigger>
      <SheetContent side={side}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Site sections</SheetDescription>
        </SheetHeader>
        <a href="#first">First link</a>
      </SheetContent>
    </Sheet>
  )
}

describe('Sheet', () => {
  it('opens as a dialog named by its title and closes on Escape, returning focus', async () => {
    const user = userEvent.setup()
    render(<TestSheet />)
    const trigger = screen.getByRole('button', { name: 'Open menu' })

    await user.click(trigger)
    const sheet = screen.getByRole('dialog', { name: 'Menu' })
    expect(sheet).toHaveAccessibleDescription('Site sections')
    expect(sheet).toHaveClass('right-0')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes from the button named Close and can sit on the left', async () => {
    const user = userEvent.setup()
    render(<TestSheet side="left" />)
    const trigger = screen.getByRole('button', { name: 'Open menu' })

    await user.click(trigger)
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveClass('left-0')

    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })
})

describe('Tabs', () => {
  it('moves between tabs and their panels with the arrow keys', async () => {
    const user = userEvent.setup()
    render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
          <TabsTrigger value="three">Three</TabsTrigger>
        </TabsList>
        <TabsContent value="one">Panel one</TabsContent>
        <TabsContent value="two">Panel two</TabsContent>
        <TabsContent value="three">Panel three</TabsContent>
      </Tabs>,
    )
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one')

    await user.tab()
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two')
    expect(screen.queryByText('Panel one')).not.toBeInTheDocument()

    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('Panel three')
  })
})

describe('Popover', () => {
  it('opens on click and closes on Escape, returning focus to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Popover>
        <PopoverTrigger>Details</PopoverTrigger>
        <PopoverContent aria-label="More details">
          <p>Popover body</p>
        </PopoverContent>
      </Popover>,
    )
    const trigger = screen.getByRole('button', { name: 'Details' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('dialog', { name: 'More details' })).toHaveTextContent('Popover body')

    await user.keyboard('{Escape}')
    expect(screen.queryByText('Popover body')).not.toBeInTheDocument()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(trigger).toHaveFocus()
  })
})

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and closes on Escape', async () => {
    const user = userEvent.setup()
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Info</TooltipTrigger>
          <TooltipContent>Helpful hint</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    )

    await user.tab()
    expect(screen.getByRole('tooltip')).toHaveTextContent('Helpful hint')
    expect(screen.getByRole('button', { name: 'Info' })).toHaveAccessibleDescription('Helpful hint')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})

describe('form fields', () => {
  it('labels an input and exposes aria-invalid with its error description', () => {
    render(
      <div>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" aria-invalid aria-describedby="email-error" />
        <p id="email-error">Enter a valid email address</p>
      </div>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('Enter a valid email address')
    expect(input).toHaveClass('aria-invalid:border-destructive')
  })

  it('treats an input without aria-invalid as valid and keeps the caller className last', () => {
    render(<Input aria-label="Name" className="h-9" />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).toBeValid()
    expect(input).toHaveClass('h-9')
    expect(input).not.toHaveClass('h-11')
  })

  it('renders a labelled textarea', () => {
    render(
      <div>
        <Label htmlFor="message">Message</Label>
        <Textarea id="message" />
      </div>,
    )
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInstanceOf(HTMLTextAreaElement)
  })

  function TestSelect() {
    return (
      <Select>
        <SelectTrigger aria-label="Topic">
          <SelectValue placeholder="Choose a topic" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="a">Option A</SelectItem>
          <SelectItem value="b">Option B</SelectItem>
        </SelectContent>
      </Select>
    )
  }

  it('renders a select trigger that shows its placeholder', () => {
    render(<TestSelect />)
    const trigger = screen.getByRole('combobox', { name: 'Topic' })
    expect(trigger).toHaveTextContent('Choose a topic')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('picks a select option from the listbox', async () => {
    const user = userEvent.setup()
    render(<TestSelect />)
    const trigger = screen.getByRole('combobox', { name: 'Topic' })

    await user.click(trigger)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.click(screen.getByRole('option', { name: 'Option B' }))

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger).toHaveTextContent('Option B')
    expect(trigger).toHaveFocus()
  })
})

describe('Card', () => {
  it('renders its title as an h3 by default', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Default title</CardTitle>
          <CardDescription>Description</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Default title' })).toBeInTheDocument()
  })

  it('renders the heading level chosen with `as`', () => {
    render(
      <>
        <CardTitle as="h2">Second level</CardTitle>
        <CardTitle as="h4">Fourth level</CardTitle>
      </>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Second level' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Fourth level' })).toBeInTheDocument()
  })
})

describe('Badge', () => {
  it('applies the variant and lets the caller override classes', () => {
    render(
      <Badge variant="secondary" className="px-4">
        New
      </Badge>,
    )
    const badge = screen.getByText('New')
    expect(badge).toHaveClass('bg-navy-100', 'px-4')
    expect(badge).not.toHaveClass('px-2.5')
  })
})
