import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const isExternal = (href: string | undefined) => !!href && /^https?:\/\//.test(href);

/** Course text in MUI typography. Raw HTML is never executed (ADR 0051): it is skipped, not rendered. */
const COMPONENTS: Components = {
  p: ({ children }) => <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{children}</Typography>,
  h2: ({ children }) => (
    <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => (
    <Link href={href} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </Link>
  ),
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, mb: 1.5, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, mb: 1.5, '& li': { mb: 0.5, lineHeight: 1.7 } }}>
      {children}
    </Box>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{ m: 0, mb: 1.5, px: 2, py: 0.5, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'action.hover' }}
    >
      {children}
    </Box>
  ),
  table: ({ children }) => (
    <TableContainer sx={{ mb: 2, overflowX: 'auto' }}>
      <Table size="small">{children}</Table>
    </TableContainer>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => <TableCell sx={{ fontWeight: 700 }}>{children}</TableCell>,
  td: ({ children }) => <TableCell>{children}</TableCell>,
};

const ALLOWED_PROTOCOL = /^(https?:|mailto:|\/|#)/i;

/** Links only to http(s), mailto or inside the app: anything else (javascript:, data:) is dropped. */
const safeUrl: ComponentProps<typeof ReactMarkdown>['urlTransform'] = (url) => (ALLOWED_PROTOCOL.test(url) ? url : '');

export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={COMPONENTS} skipHtml urlTransform={safeUrl}>
      {children}
    </ReactMarkdown>
  );
}
