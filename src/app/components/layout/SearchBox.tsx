import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { lazyComponent } from '../lazyComponent';
import { layoutMessages as messages } from './messages';

// The panel, its slice, saga and texts load on the first use of the box.
const SearchPanel = lazyComponent<{
  text: string;
  onPick: (query: string) => void;
  onClose: () => void;
}>(
  () => import(/* webpackChunkName: "search-panel" */ '../../features/search/SearchPanel'),
  'SearchPanel',
);

const Box = styled.div`
  position: relative;
  flex: 0 1 20rem;
`;

const Input = styled.input`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: rgba(255, 255, 255, 0.12);
  color: inherit;
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.onHeaderMuted};
  }
`;

/** The header's global search box; what it finds shows in the panel beneath it. */
export function SearchBox() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Box
      role="search"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Input
        type="search"
        data-testid="global-search"
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.search)}
        value={text}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <SearchPanel text={text} onPick={setText} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
