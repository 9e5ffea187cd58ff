import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@/config/site';
import { languageByCode } from '../translation';
import { LanguagePicker } from './language-picker';

function Harness({ onChange = vi.fn() }: { onChange?: (code: string) => void }) {
  const [code, setCode] = useState('en');
  return (
    <>
      <p>Outside</p>
      <LanguagePicker
        language={languageByCode(code)}
        onChange={(next) => {
          onChange(next);
          setCode(next);
        }}
      />
    </>
  );
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  return screen.getByRole('combobox', { name: 'Search language' });
};

describe('LanguagePicker', () => {
  it('shows the current language and opens a 250px panel with the search box and every language', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).toHaveTextContent('English');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const search = await openPicker(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(search).toHaveAttribute('placeholder', 'Search language...');
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(LANGUAGES.length);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveStyle({ width: '250px', maxHeight: '320px' });
  });

  it('filters case-insensitively and shows "No languages found"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = await openPicker(user);

    await user.type(search, 'GER');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['German']);

    await user.clear(search);
    await user.type(search, 'tamIL');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tamil']);

    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No languages found')).toBeInTheDocument();
  });

  it('records a choice, shows it on the button, closes the panel and clears the search', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const search = await openPicker(user);
    await user.type(search, 'fre');
    await user.click(screen.getByRole('option', { name: 'French' }));

    expect(onChange).toHaveBeenCalledWith('fr');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Language: French' });
    expect(button).toHaveTextContent('French');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('combobox', { name: 'Search language' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openPicker(user);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is keyboard usable: arrows move, Enter chooses, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    button.focus();
    await user.keyboard('{Enter}');
    const search = screen.getByRole('combobox', { name: 'Search language' });
    expect(search).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Languages' });
    const marathi = within(listbox).getByRole('option', { name: 'Marathi' });
    expect(search).toHaveAttribute('aria-activedescendant', marathi.id);
    await user.keyboard('{ArrowUp}{End}');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: 'Norwegian' }).id,
    );
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('hi');
    expect(screen.getByRole('button', { name: 'Language: Hindi' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: Hindi' })).toHaveFocus();
  });
});
