import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { NOTE_LIMITS, noteBody, type QuickPanelItem } from '@tirr/contracts/quick-panel';
import { FormTextField } from '../../shared/forms/form-fields';
import { showServerErrors, useContractForm } from '../../shared/forms/use-contract-form';
import { useQuickPanelActions } from './quick-panel-data';

const NOTE_MESSAGES = { title: { too_small: 'shell:quickPanel.noteForm.titleRequired' } };

function NoteForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: QuickPanelItem;
  onSave: (note: { title: string; detail: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shell');
  // Problems show when 'Guardar' is pressed and stay until it is pressed again.
  const form = useContractForm(noteBody, {
    defaultValues: { title: initial?.title ?? '', detail: initial?.detail ?? '' },
    messages: NOTE_MESSAGES,
    reValidateMode: 'onSubmit',
  });
  const submit = async (note: { title: string; detail: string }) => {
    try {
      await onSave(note);
    } catch (error) {
      const fields = (field: string) => (field === 'title' || field === 'detail' ? field : undefined);
      if (showServerErrors(form.setError, error, fields) === 0)
        form.setError('title', { message: 'shell:quickPanel.noteForm.failed' });
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      sx={{ py: 1 }}
      noValidate
      aria-label={initial ? t('quickPanel.noteForm.editTitle') : t('quickPanel.noteForm.newTitle')}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormTextField
        control={form.control}
        name="title"
        size="small"
        label={t('quickPanel.noteForm.title')}
        slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.title } }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the form appears when the user asks for a new note or an edit
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="detail"
        size="small"
        label={t('quickPanel.noteForm.detail')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.detail } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onCancel}>
          {t('quickPanel.noteForm.cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('quickPanel.noteForm.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The user's own notes: add, edit and delete. */
export function QuickPanelNotes({ notes }: { notes: readonly QuickPanelItem[] }) {
  const { t } = useTranslation('shell');
  const { createNote, updateNote, deleteNote } = useQuickPanelActions();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <Box component="section" aria-label={t('quickPanel.notes')} sx={{ px: 2.5, py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          {t('quickPanel.notes')}
        </Typography>
        {editing === null ? (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('quickPanel.addNote')}
          </Button>
        ) : null}
      </Stack>
      {editing === 'new' ? (
        <NoteForm
          onSave={async (note) => {
            await createNote.mutateAsync(note);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {notes.length === 0 && editing !== 'new' ? (
        <Typography variant="body2" color="text.secondary">
          {t('quickPanel.noNotes')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {notes.map((note) =>
            editing === note.id ? (
              <NoteForm
                key={note.id}
                initial={note}
                onSave={async (next) => {
                  await updateNote.mutateAsync({ id: note.id, note: next });
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <ListItem
                key={note.id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      aria-label={t('quickPanel.editNote', { title: note.title })}
                      onClick={() => setEditing(note.id)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('quickPanel.deleteNote', { title: note.title })}
                      onClick={() => deleteNote.mutate(note.id)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
                sx={{ pr: 9 }}
              >
                <ListItemText primary={note.title} secondary={note.detail || null} />
              </ListItem>
            ),
          )}
        </List>
      )}
    </Box>
  );
}
