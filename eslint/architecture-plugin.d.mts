import type { ESLint, Rule } from 'eslint'

declare const architecturePlugin: ESLint.Plugin & {
  rules: { 'import-direction': Rule.RuleModule; 'no-server-in-client': Rule.RuleModule }
}
export default architecturePlugin
