/** The kebab-case anchor id for a label: 'Agentic AI and MCP' → 'agentic-ai-and-mcp'. */
export function slugify(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      // Runs are single dashes by now.
      .replace(/^-|-$/g, '')
  )
}
