import {
  formatDisplayDate,
  formatWireDate,
  LIMITS,
  type UnitPrice,
  validateUnitPrice,
} from '@platform/contract';
import {
  AlertDialog,
  Button,
  ConfirmDialog,
  contractResolver,
  DigitsField,
  EmptyState,
  FormDialog,
  faultOf,
  Select,
  TextField,
  useT,
  useToast,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { endpointQuery, invalidateEndpoints } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage, isUnitPriceOverlap } from '../../../shared/apiErrors.ts';
import { DraftRestore } from '../../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../../shared/formDrafts.ts';
import { QueryState } from '../../../shared/QueryState.tsx';
import styles from './UserDetailDialog.module.css';
import { endAfterStartChange, overlappedPrice } from './userDetailRules.ts';

export interface UnitPricesTabProps {
  userIdx: number;
  /** Open teachers and admins manage unit prices (screens.md §6); others only see them. */
  manager: boolean;
  onChanged?: (() => void) | undefined;
  /** Today, injectable for stories; the rule "start not before today" reads it. */
  today?: Date | undefined;
}

interface RoomChoice {
  roomCode: string;
  roomTitle: string;
}

/**
 * The classrooms a price can name: the institution's rooms when the room list answers, and the
 * classrooms of the user's own prices in any case (so a saved price's classroom stays a choice).
 */
function useRoomChoices(prices: readonly UnitPrice[]): RoomChoice[] {
  const rooms = useQuery({
    ...endpointQuery('room.LIST', { paging: false, searchType: 2 }),
    staleTime: 60_000,
  });
  const choices = new Map<string, string>();
  for (const room of rooms.data ?? []) choices.set(room.roomCode, room.roomTitle ?? room.roomCode);
  for (const price of prices) {
    if (price.roomCode && !choices.has(price.roomCode)) {
      choices.set(price.roomCode, price.room?.roomTitle ?? price.roomCode);
    }
  }
  return [...choices].map(([roomCode, roomTitle]) => ({ roomCode, roomTitle }));
}

/**
 * The unit-price tab (screens.md §5 "Memo, price, fee", §6 "Unit-price tab needs a web-function
 * flag", §8 WB-400-309): the list with add, edit and delete; an overlap refused by the server
 * opens a dialog naming the classroom and period of the price it overlaps.
 */
export function UnitPricesTab({ userIdx, manager, onChanged, today }: UnitPricesTabProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const prices = useQuery(endpointQuery('price.LIST', { userIdx }));
  const rooms = useRoomChoices(prices.data ?? []);
  const [editing, setEditing] = useState<UnitPrice | 'new' | null>(null);
  const refresh = async () => {
    await invalidateEndpoints(queryClient, 'price.LIST');
    onChanged?.();
  };

  return (
    <div className={styles.section} data-slot="user-prices">
      {manager && (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('userDetail.priceAdd')}
          </Button>
        </div>
      )}
      <QueryState
        query={prices}
        loadingLabel={t('userDetail.loading')}
        empty={
          <EmptyState
            title={t('userDetail.pricesEmpty')}
            description={t('userDetail.pricesEmptyHint')}
          />
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('userDetail.prices')}>
            {list.map((price) => (
              <PriceItem
                key={price.priceIdx}
                price={price}
                manager={manager}
                onEdit={() => setEditing(price)}
                onDeleted={refresh}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {editing !== null && (
        <PriceFormDialog
          userIdx={userIdx}
          price={editing === 'new' ? null : editing}
          rooms={rooms}
          today={today ?? new Date()}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </div>
  );
}

function useAmountText() {
  const t = useT();
  return (amount: number) => t('userDetail.priceAmountValue', { amount });
}

function usePeriodText() {
  const t = useT();
  const now = new Date();
  return (price: Pick<UnitPrice, 'startDate' | 'endDate'>) =>
    t('userDetail.pricePeriodValue', {
      start: formatDisplayDate(price.startDate, now),
      end: price.endDate ? formatDisplayDate(price.endDate, now) : t('userDetail.priceOpenEnd'),
    });
}

function PriceItem({
  price,
  manager,
  onEdit,
  onDeleted,
}: {
  price: UnitPrice;
  manager: boolean;
  onEdit: () => void;
  onDeleted: () => Promise<void>;
}) {
  const t = useT();
  const amount = useAmountText();
  const period = usePeriodText();
  const remove = useMutation({
    mutationFn: () => api.call('price.REMOVE', { priceIdx: price.priceIdx }),
  });
  return (
    <li className={styles.item} data-slot="unit-price">
      <dl className={styles.facts}>
        <div>
          <dt>{t('userDetail.priceRoom')}</dt>
          <dd>
            {price.roomCode
              ? (price.room?.roomTitle ?? price.roomCode)
              : t('userDetail.priceAllRooms')}
          </dd>
        </div>
        <div>
          <dt>{t('userDetail.pricePeriod')}</dt>
          <dd>{period(price)}</dd>
        </div>
        <div>
          <dt>{t('userDetail.priceAmount')}</dt>
          <dd>{amount(price.price)}</dd>
        </div>
      </dl>
      {manager && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {t('userDetail.priceEdit')}
          </Button>
          <ConfirmDialog
            variant="destructive"
            title={t('userDetail.priceDeleteTitle')}
            message={t('userDetail.priceDeleteMessage', {
              amount: price.price,
              period: period(price),
            })}
            confirmLabel={t('userDetail.priceDelete')}
            onConfirm={async () => {
              await remove.mutateAsync();
              await onDeleted();
            }}
            failureMessage={(error) => apiErrorMessage(error, t)}
            trigger={
              <Button variant="secondary" size="sm">
                {t('userDetail.priceDelete')}
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}

/** The classroom and period of the saved price an overlap names (error.unitPriceOverlapDetail). */
interface OverlapDetail {
  roomTitle: string;
  startDate: string;
  endDate: string;
}

interface PriceForm {
  price: string;
  startDate: string;
  endDate: string;
  roomCode: string;
}

function PriceFormDialog({
  userIdx,
  price,
  rooms,
  today,
  onClose,
  onSaved,
}: {
  userIdx: number;
  price: UnitPrice | null;
  rooms: readonly RoomChoice[];
  today: Date;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const t = useT();
  const toast = useToast();
  // assumed (as the contract's validateUnitPrice): a saved price keeps a start already past.
  const isNewStart = (startDate: string) => price === null || startDate !== price.startDate;
  const form = useForm<PriceForm>({
    defaultValues: {
      price: price ? String(price.price) : '',
      startDate: price?.startDate ?? '',
      endDate: price?.endDate ?? '',
      roomCode: price?.roomCode ?? '',
    },
    resolver: contractResolver((values) =>
      validateUnitPrice({ ...values, today, isNew: isNewStart(values.startDate) }),
    ),
  });
  const draft = useFormDraft(form, `unitPrice:${userIdx}:${price?.priceIdx ?? 'new'}`);
  const { errors } = form.formState;
  const startDate = useWatch({ control: form.control, name: 'startDate' });
  const [endReset, setEndReset] = useState(false);
  // `detail` is null when the refusal named no price (then the headline says it all).
  const [overlap, setOverlap] = useState<{ detail: OverlapDetail | null } | null>(null);
  const todayText = formatWireDate(today);

  const save = async (values: PriceForm) => {
    const body = {
      userIdx,
      price: Number(values.price),
      startDate: values.startDate,
      ...(values.endDate ? { endDate: values.endDate } : {}),
      ...(values.roomCode ? { roomCode: values.roomCode } : {}),
    };
    try {
      await (price
        ? api.result('priceSave.MOD', { priceIdx: price.priceIdx, ...body })
        : api.result('priceSave.ADD', body));
    } catch (error) {
      // WB-400-309 opens the dialog naming the price it overlaps; the period field shows it too.
      if (isUnitPriceOverlap(error)) {
        const other = overlappedPrice(error);
        setOverlap({
          detail: other && {
            roomTitle: other.roomCode
              ? (other.room?.roomTitle ?? other.roomCode)
              : t('userDetail.priceAllRooms'),
            startDate: formatDisplayDate(other.startDate, today),
            endDate: other.endDate
              ? formatDisplayDate(other.endDate, today)
              : t('userDetail.priceOpenEnd'),
          },
        });
      }
      throw error;
    }
    // foundation.md §8 "Success toasts: ... Saved" (issue 16 item 8: every save says so).
    toast.success(t('toast.saved'));
    void onSaved();
  };

  return (
    <FormDialog
      form={form}
      title={t(price ? 'userDetail.priceEditTitle' : 'userDetail.priceNew')}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      cancelLabel={t('userDetail.cancel')}
      submitLabel={t('userDetail.priceSave')}
      onSubmit={save}
      errorText={(error) => apiErrorMessage(error, t)}
      fieldOfError={(error) => (isUnitPriceOverlap(error) ? 'startDate' : null)}
    >
      <DraftRestore draft={draft} />
      <DigitsField
        label={t('userDetail.priceAmount')}
        required
        maxLength={LIMITS.FEE_DIGITS_MAX}
        error={faultOf(errors.price)}
        {...form.register('price')}
      />
      <div className={styles.pair}>
        <TextField
          label={t('userDetail.priceStart')}
          type="date"
          required
          min={isNewStart(startDate) ? todayText : undefined}
          error={faultOf(errors.startDate)}
          {...form.register('startDate', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const endDate = form.getValues('endDate');
              const kept = endAfterStartChange(event.target.value, endDate);
              setEndReset(kept !== endDate);
              if (kept !== endDate) form.setValue('endDate', kept);
              // After a failed submit the end is checked again against the new start.
              if (form.formState.isSubmitted) void form.trigger('endDate');
            },
          })}
        />
        <TextField
          label={t('userDetail.priceEnd')}
          type="date"
          min={startDate || undefined}
          error={faultOf(errors.endDate)}
          notice={endReset ? t('userDetail.priceEndReset') : undefined}
          {...form.register('endDate', { onChange: () => setEndReset(false) })}
        />
      </div>
      <Select
        label={t('userDetail.priceRoom')}
        options={[
          { value: '', label: t('userDetail.priceAllRooms') },
          ...rooms.map((room) => ({ value: room.roomCode, label: room.roomTitle })),
        ]}
        {...form.register('roomCode')}
      />
      <AlertDialog
        open={overlap !== null}
        onOpenChange={(open) => {
          if (!open) setOverlap(null);
        }}
        title={t('userDetail.overlapTitle')}
        message={
          overlap && (
            <>
              {t('error.unitPriceOverlap')}
              {overlap.detail && (
                <>
                  <br />
                  <span data-slot="overlap-detail">
                    {t('error.unitPriceOverlapDetail', { ...overlap.detail })}
                  </span>
                </>
              )}
            </>
          )
        }
      />
    </FormDialog>
  );
}
