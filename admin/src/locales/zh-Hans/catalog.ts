// Texts of the catalog area of the console.
export default {
  menu: '商品与班级',
  goods: {
    title: '商品管理',
    createTitle: '新建商品',
    editTitle: '编辑商品',
    detailTitle: '商品详情',
    keywordPlaceholder: '名称、副标题或编号',
    kinds: { course: '课程', exam: '考试', lecture: '讲座', bundle: '套餐' },
    states: { on_sale: '在售', scheduled: '定时上架', off_sale: '已下架' },
    fields: {
      id: '编号', slug: '商品标识', kind: '商品类型', title: '商品名称', subtitle: '副标题', cover: '封面',
      priceFen: '售价（元）', originalPriceFen: '原价（元）', price: '售价', originalPrice: '原价', state: '上架状态',
      publishAt: '定时上架时间', soldCount: '已售', sort: '排序', classCount: '班级/场次', descriptionHtml: '商品介绍',
      targetAudienceHtml: '适合人群', tags: '标签', discounts: '优惠说明', ships: '需要邮寄', bundleItemIds: '套餐内容',
      agreementIds: '购买协议', updatedAt: '更新时间', createdAt: '创建时间'
    },
    hints: {
      cover: '建议 750×420 的 JPG 或 PNG，10MB 以内',
      price: '以元为单位，精确到分',
      sort: '数字越大越靠前',
      tags: '输入后回车添加',
      ships: '含教材或器材时打开，下单时会要求填写收货地址',
      bundle: '只能选择课程、考试或讲座',
      newGoods: '新建的商品处于下架状态，添加班级或考试场次后再上架。'
    },
    upload: '上传封面', uploading: '上传中…', uploadFailed: '封面上传失败', removeCover: '移除封面',
    publish: '上架', unpublish: '下架', schedule: '定时上架', scheduleTitle: '定时上架',
    schedulePick: '选择上架时间', publishConfirm: '确定立即上架该商品？学员将立即可以购买。',
    unpublishConfirm: '确定下架该商品？学员将无法再购买。', scheduledAt: '将于 {{time}} 上架',
    csvName: '商品'
  },
  richText: { edit: '编辑', preview: '预览', hint: '可用标题、加粗、列表、引用、链接和图片；从网页粘贴时，其他格式会在保存时去掉', empty: '（暂无内容）', source: 'HTML 源码', h2: '二级标题', h3: '三级标题', bold: '加粗', italic: '斜体', underline: '下划线', bulletList: '项目列表', orderedList: '编号列表', quote: '引用', link: '链接', apply: '确定', image: '插入图片', undo: '撤销', redo: '重做' },
  classes: {
    title: '班级', add: '新增班级', editTitle: '编辑班级', createTitle: '新增班级',
    empty: '还没有班级，学员暂时无法选班报名',
    statuses: { upcoming: '未开课', ongoing: '开课中', ended: '已结课', full: '已满员', off_sale: '停止报名' },
    fields: {
      name: '班级名称', city: '城市', startDate: '开课日期', endDate: '结课日期', dates: '上课日期', days: '天数',
      schedule: '课表', capacity: '名额', seats: '已报/名额', seatsLeft: '剩余名额', transfersAllowed: '可转班次数', status: '状态'
    },
    stop: '停止报名', reopen: '恢复报名', stopConfirm: '确定停止该班级报名？', reopenConfirm: '确定恢复该班级报名？',
    daysCount: '共 {{days}} 天',
    capacityHint: '不能少于已报名人数'
  },
  sessions: {
    title: '考试场次', add: '新增场次', editTitle: '编辑考试场次', createTitle: '新增考试场次',
    empty: '还没有考试场次，学员暂时无法报名',
    statuses: { open: '报名中', closed: '已截止', full: '已满员' },
    fields: {
      startsAt: '考试时间', city: '城市', venueName: '考场名称', venueAddress: '考场地址', capacity: '名额',
      seats: '已报/名额', status: '状态'
    },
    close: '关闭报名', reopen: '重新开放', closeConfirm: '确定关闭该场次报名？', reopenConfirm: '确定重新开放该场次报名？'
  }
}
