import { FILE_OUTPUT, type FileOutput, type NoteAgenda } from '@platform/contract';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  InlineAlert,
  RadioGroup,
  useSubmitGuard,
  useT,
} from '@platform/ui';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './NotePages.module.css';
import { exportNotePages } from './noteQueries.ts';
import { allAgendaPages, type PageRef } from './noteRules.ts';

export interface NoteExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  noteIdx: number;
  agendas: readonly NoteAgenda[];
}

const refKey = (ref: PageRef) => `${ref.agendaNo}:${ref.pageNo}`;

/**
 * The export of a note (screens.md §7 Notes, foundation.md §7 Export): the agenda pages to take
 * (every page at first; an agenda's box takes or drops all of its pages) and the file type, a zip
 * of page images or one PDF. The file is saved under the content disposition's name, or
 * `download.zip`. A failed export keeps the choice and says why.
 */
export function NoteExportDialog({ open, onOpenChange, noteIdx, agendas }: NoteExportDialogProps) {
  const t = useT();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(allAgendaPages(agendas).map(refKey)),
  );
  const [fileType, setFileType] = useState<FileOutput>(FILE_OUTPUT.PDF);
  // One export per press, however fast it is pressed twice (the kit's submit guard).
  const { pending: busy, run } = useSubmitGuard();
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (keys: readonly string[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const selected = allAgendaPages(agendas).filter((ref) => chosen.has(refKey(ref)));

  const submit = async () => {
    setFailure(null);
    try {
      await exportNotePages(noteIdx, selected, fileType);
      onOpenChange(false);
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('notes.export.title')}
      description={t('notes.export.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {t('notes.cancel')}
            </Button>
          </DialogClose>
          <Button loading={busy} disabled={selected.length === 0} onClick={() => void run(submit)}>
            {t('notes.export.submit', { count: selected.length })}
          </Button>
        </>
      }
    >
      <RadioGroup
        label={t('notes.export.fileType')}
        orientation="horizontal"
        value={String(fileType)}
        onValueChange={(value) =>
          setFileType(Number(value) === FILE_OUTPUT.IMAGE ? FILE_OUTPUT.IMAGE : FILE_OUTPUT.PDF)
        }
        options={[
          { value: String(FILE_OUTPUT.PDF), label: t('notes.type.pdf') },
          { value: String(FILE_OUTPUT.IMAGE), label: t('notes.type.image') },
        ]}
      />
      <div className={styles.exportPages} data-slot="note-export-pages">
        {agendas.map((agenda) => {
          const title = agenda.ANm?.trim() || String(agenda.ANo);
          const keys = agenda.PLi.map((page) => refKey({ agendaNo: agenda.ANo, pageNo: page.PNo }));
          const count = keys.filter((key) => chosen.has(key)).length;
          return (
            <fieldset key={agenda.ANo} className={styles.exportAgenda}>
              <legend>
                <Checkbox
                  label={t('notes.export.agenda', { title, count: keys.length })}
                  checked={count === 0 ? false : count === keys.length ? true : 'indeterminate'}
                  onCheckedChange={(checked) => toggle(keys, checked === true)}
                />
              </legend>
              <div className={styles.exportAgendaPages}>
                {agenda.PLi.map((page, index) => {
                  const key = keys[index] ?? '';
                  return (
                    <Checkbox
                      key={key}
                      label={page.PNm?.trim() || t('notes.page', { pageNo: page.PNo })}
                      checked={chosen.has(key)}
                      onCheckedChange={(checked) => toggle([key], checked === true)}
                    />
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
      {selected.length === 0 && <p role="status">{t('notes.export.nothing')}</p>}
      {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
    </Dialog>
  );
}
